import type { Game } from '@cardloom/core';
import { skirmishModule } from '@cardloom/core/testing';
import { describe, expect, it } from 'vitest';
import { MatrixError, mergeMatrices, runMatrix, wilson } from './matrix';
import { matrixArgs } from './matrix-args';
import { matrixTable, overlapsBand, withinBand } from './matrix-table';
import { randomBot } from './random';

const mixed = skirmishModule.decks[0];
const sunRush = skirmishModule.decks[1];
/** Four cards: it draws them at setup and loses at its first draw step from an empty deck. */
const starved = { name: 'starved', cards: ['grunt', 'grunt', 'grunt', 'grunt'] };

describe('runMatrix (issue 20: one matrix runner for every game module)', () => {
  it('the Wilson interval: the whole of [0, 1] with no trials; 5 of 10 gives 0.237–0.763', () => {
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
    const half = wilson(5, 10);
    expect(half.rate).toBe(0.5);
    expect(half.low).toBeCloseTo(0.2366, 3);
    expect(half.high).toBeCloseTo(0.7634, 3);
    expect(wilson(10, 10).high).toBe(1);
  });

  it('plays every pair of the ready decks, each game counted once, reproducibly from its seed', () => {
    const run = () => runMatrix(skirmishModule, { games: 6, bot: 'greedy', seed: 3 });
    const result = run();
    expect(result.decks).toEqual(['mixed', 'sun-rush']);
    expect(result.bot).toBe('greedy');
    expect(result.pairs).toHaveLength(1);
    const [pair] = result.pairs;
    expect([pair.a, pair.b]).toEqual(['mixed', 'sun-rush']);
    expect(pair.aWins + pair.bWins + pair.draws).toBe(6);
    expect(Object.values(pair.endings).reduce((s, n) => s + n, 0)).toBe(6);
    expect(pair.meanTurns).toBeGreaterThan(1);
    expect(pair.score.rate).toBeCloseTo((pair.aWins + pair.draws / 2) / 6);
    expect(run()).toEqual(result);
  });

  it('swaps seats every game and credits the deck, not the seat: a deck that cannot draw loses all', () => {
    /** The deck in the first seat, by game (the bots' seeds are the game's key plus the seat). */
    const firstSeat = new Map<string, string>();
    const recording = (seed: string) => {
      const inner = randomBot({ seed });
      return {
        name: 'recording',
        choose(game: Game) {
          firstSeat.set(seed.slice(0, -2), game.setup.decks[0].length === 4 ? 'starved' : 'mixed');
          return inner.choose(game);
        },
      };
    };
    const result = runMatrix(skirmishModule, { games: 8, decks: [mixed, starved], bot: recording });
    expect(result.bot).toBe('custom');
    const seats = [...firstSeat.values()];
    expect(seats).toHaveLength(8);
    expect(seats.filter((s) => s === 'starved')).toHaveLength(4);
    const [pair] = result.pairs;
    expect([pair.aWins, pair.bWins, pair.draws]).toEqual([8, 0, 0]);
    expect(pair.endings).toEqual({ 'deck-out': 8 });
  });

  it('a pair plays the same games whatever the order of the decks or the other pairs', () => {
    const all = runMatrix(skirmishModule, {
      games: 4,
      decks: [mixed, sunRush, starved],
      bot: 'random',
      seed: 'x',
    });
    expect(all.pairs.map((p) => `${p.a}:${p.b}`)).toEqual([
      'mixed:sun-rush',
      'mixed:starved',
      'sun-rush:starved',
    ]);
    const one = runMatrix(skirmishModule, {
      games: 4,
      decks: [sunRush, mixed],
      pairs: [['mixed', 'sun-rush']],
      bot: 'random',
      seed: 'x',
    });
    const [reversed] = one.pairs;
    const [original] = all.pairs;
    expect([reversed.a, reversed.aWins, reversed.bWins]).toEqual([
      'sun-rush',
      original.bWins,
      original.aWins,
    ]);
    expect(reversed.endings).toEqual(original.endings);
  });

  it('IS-MCTS seats with an iteration budget', () => {
    const result = runMatrix(skirmishModule, { games: 2, bot: { kind: 'mcts', iterations: 4 }, seed: 1 });
    expect(result.bot).toBe('mcts:4');
    expect(result.pairs[0].games).toBe(2);
  });

  it('bad options are a MatrixError naming the problem, and nothing is played', () => {
    let played = 0;
    const onPair = () => played++;
    const bad: [Parameters<typeof runMatrix>[1], string][] = [
      [{ games: 3, onPair }, 'positive even number, not 3'],
      [{ games: 0, onPair }, 'positive even number, not 0'],
      [{ games: 2, decks: [mixed, mixed], onPair }, 'two decks are named mixed'],
      [{ games: 2, decks: [mixed], onPair }, 'at least two decks'],
      [{ games: 2, ruleset: 'nope', onPair }, 'no ruleset nope (standard, active-first)'],
      [{ games: 2, pairs: [['mixed', 'ghost']], onPair }, 'no deck ghost in the pair mixed:ghost'],
      [
        { games: 2, bot: { kind: 'mcts', iterations: 0 }, onPair },
        'iterations must be a positive whole number',
      ],
    ];
    for (const [options, message] of bad) {
      expect(() => runMatrix(skirmishModule, options)).toThrow(MatrixError);
      expect(() => runMatrix(skirmishModule, options)).toThrow(message);
    }
    const noEvaluate = { ...skirmishModule, evaluate: undefined };
    expect(() => runMatrix(noEvaluate, { games: 2, bot: 'greedy' })).toThrow(
      'has no evaluate for a greedy bot',
    );
    expect(played).toBe(0);
  });
});

describe('matrixTable', () => {
  const result = runMatrix(skirmishModule, {
    games: 4,
    decks: [mixed, sunRush, starved],
    bot: 'random',
    seed: 2,
  });

  it('a grid of row against column, cells in band bold, then the endings', () => {
    const text = matrixTable(result);
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      'skirmish (standard) · random vs random · 4 games per pair, seats swapped · seed 2',
    );
    expect(lines).toContain('| row vs column | sun-rush | starved |');
    expect(lines.find((l) => l.startsWith('| mixed |'))).toMatch(/^\| mixed \| .+ \| 100 \[51–100\] \|$/);
    expect(lines.find((l) => l.startsWith('| sun-rush |'))).toBe('| sun-rush |  | 100 [51–100] |');
    expect(text).toMatch(/Endings over 12 games: .*deck-out/);
  });

  it('one line per pair with wins–losses–draws; band checks on the point and on the interval', () => {
    const text = matrixTable(result, { layout: 'pairs', band: [0, 1] });
    expect(text).toContain('| mixed | starved | **100 [51–100]** | 4–0–0 |');
    const starvedPair = result.pairs[1];
    expect(withinBand(starvedPair)).toBe(false);
    expect(overlapsBand(starvedPair)).toBe(true);
    expect(overlapsBand({ ...starvedPair, score: { rate: 1, low: 0.9, high: 1 } })).toBe(false);
  });
});

describe('mergeMatrices and matrixArgs', () => {
  const decks = [mixed, sunRush, starved];
  it('runs sharded by pairs merge into the whole run', () => {
    const whole = runMatrix(skirmishModule, { games: 2, decks, bot: 'random', seed: 5 });
    const one = runMatrix(skirmishModule, {
      games: 2,
      decks,
      bot: 'random',
      seed: 5,
      pairs: [['starved', 'sun-rush']],
    });
    const rest = runMatrix(skirmishModule, {
      games: 2,
      decks: [starved, mixed, sunRush],
      pairs: [
        ['mixed', 'starved'],
        ['sun-rush', 'mixed'],
      ],
      bot: 'random',
      seed: 5,
    });
    expect(rest.pairs[0].a).toBe('starved');
    expect(mergeMatrices([one, rest])).toEqual(whole);
    expect(() => mergeMatrices([whole, one])).toThrow('the pair sun-rush:starved was played in two runs');
    expect(() => mergeMatrices([whole, { ...one, seed: '6' }])).toThrow(MatrixError);
  });

  it('reads a script’s options; swaps cards in a ready deck; refuses what it cannot read', () => {
    const args = matrixArgs(skirmishModule, [
      '--games',
      '10',
      '--bots',
      'mcts',
      '--iterations',
      '7',
      '--swap',
      'sun-rush/grunt/sprite/2',
    ]);
    expect(args.games).toBe(10);
    expect(args.bot).toEqual({ kind: 'mcts', iterations: 7 });
    const rush = args.decks?.find((d) => d.name === 'sun-rush');
    expect(rush?.cards.filter((c) => c === 'sprite')).toHaveLength(2);
    expect(skirmishModule.decks[1].cards).not.toContain('sprite');
    expect(() => matrixArgs(skirmishModule, ['--gmaes', '10'])).toThrow('unknown option --gmaes');
    expect(() => matrixArgs(skirmishModule, ['--games'])).toThrow('--games needs a value');
    expect(() => matrixArgs(skirmishModule, ['--swap', 'sun-rush/sprite/grunt'])).toThrow(
      'sun-rush has no more sprite',
    );
    expect(() => matrixArgs(skirmishModule, ['--decks', 'ghost'])).toThrow('no ready deck ghost');
  });
});
