/**
 * Issue 16, deck matrix: `cardloom matrix` plays every deck against every other deck with the seats
 * swapped, reports win rates with 95% Wilson intervals on the terminal, as JSON and as an HTML heat
 * map, lists the decks it cannot play with their problems, and gives the same results for a seed on
 * any number of worker threads.
 */
import { daringAndDeceptionText, theHeartOfMagicText } from '@cardloom/lorcana';
import { describe, expect, it } from 'vitest';
import { matrixResults, pairingsOf } from '../../matrix/results';
import type { GameRecord } from '../../sim/run-game';
import { run } from '../../testing/run';
import { runBuiltin } from '../../testing/run-builtin';

const toyFiles = {
  'decks/fives.txt': '12 power 5\n12 power 4\n6 power 1',
  'decks/ones.txt': '12 power 1\n12 power 2\n6 power 3',
  'decks/short.txt': '10 power 5',
  'decks/broken.txt': '4 power 9\nthirty cards',
  'mixed.txt': '6 power 1\n6 power 2\n6 power 3\n6 power 4\n6 power 5',
};

const record = (index: number, winners: number[], turns = 10): GameRecord => ({
  index,
  seed: index,
  winners,
  reason: winners.length > 0 ? 'score' : 'draw',
  firstPlayer: 0,
  turns,
  actions: 20,
  decisions: 10,
  legalTotal: 30,
  leadChanges: 0,
});

describe('matrix results (issue 16: win rates with Wilson intervals, seats swapped)', () => {
  it('each ordered pairing has a seed from the base seed and the two names only', () => {
    const two = pairingsOf(['a', 'b'], 7);
    const three = pairingsOf(['a', 'c', 'b'], 7);
    expect(two.map((p) => [p.seat1, p.seat2])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(three).toHaveLength(6);
    const ab = three.find((p) => p.seat1 === 0 && p.seat2 === 2);
    expect(ab?.seed).toBe(two[0].seed);
    expect(two[0].seed).not.toBe(two[1].seed);
  });

  it('adds both seat orders into the row deck’s record; draws are not wins; failures are apart', () => {
    const pairings = pairingsOf(['a', 'b'], 1);
    // a first: a wins 2, b wins 1, one draw; b first: b wins 1, a wins 1, one game fails.
    const results = matrixResults(['a', 'b'], pairings, [
      [record(0, [0]), record(1, [0]), record(2, [1]), record(3, [])],
      [record(0, [0]), record(1, [1], 20), { ...record(2, []), reason: 'error', error: 'boom' }],
    ]);
    const ab = results.matchups.find((m) => m.row === 'a');
    const ba = results.matchups.find((m) => m.row === 'b');
    expect(ab).toMatchObject({ games: 6, losses: 2, draws: 1, failures: 1 });
    expect(ab?.wins).toMatchObject({ successes: 3, trials: 6 });
    expect(ab?.winsAsFirstSeat).toMatchObject({ successes: 2, trials: 4 });
    expect(ba?.wins).toMatchObject({ successes: 2, trials: 6 });
    expect(ba?.winsAsFirstSeat).toMatchObject({ successes: 1, trials: 2 });
    expect(ab?.wins.low).toBeLessThan(0.5);
    expect(ab?.wins.high).toBeGreaterThan(0.5);
    expect(results.standings.map((s) => s.deck)).toEqual(['a', 'b']);
    expect(results.failures).toEqual([{ pairing: 'b vs a', index: 2, seed: 2, error: 'boom' }]);
    expect(results.games).toBe(7);
  });
});

describe('cardloom matrix (issue 16)', () => {
  it('plays every deck of a folder and the named ones, and lists the decks it cannot play', async () => {
    const { code, io } = await run(
      [
        'matrix',
        'toy',
        '--decks',
        'decks,mixed.txt,low',
        '--games',
        '4',
        '--seed',
        '3',
        '--workers',
        '0',
        '--html',
        'm.html',
      ],
      { files: toyFiles },
    );
    expect(io.stderr).toBe('');
    expect(code).toBe(0);
    expect(io.stdout).toContain(
      'Deck matrix: Toy Numbers (standard) · 4 decks played, 2 not playable · random vs random · 4 games per seat order · seed 3',
    );
    expect(io.stdout).toMatch(/1 {2}fives\s+—\s+\d+\.\d%\s+\d+\.\d%\s+\d+\.\d%\n/);
    expect(io.stdout).toMatch(/rank {2}deck.*win rate \[95% CI\]/);
    expect(io.stdout).toMatch(/ {3}\d {2}ones\s+24\s+\d+\s+\d+\s+\d+\.\d% \[\d+\.\d–\d+\.\d\]/);
    expect(io.stdout).toContain('decks/broken.txt: 2 problems');
    expect(io.stdout).toContain("no card 'power 9' (line 1)");
    expect(io.stdout).toContain(
      'decks/short.txt: 1 problem\n    a deck needs at least 30 cards, this one has 10',
    );
    expect(io.stdout).toContain('played 48 games');
    const html = io.files.get('m.html') ?? '';
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toContain('<script');
    expect(html).toContain('<svg');
    expect(html).toContain('Row deck win rate (both seat orders)');
    expect(html).toMatch(/<title>fives vs ones: \d+\.\d% \[\d+\.\d–\d+\.\d\] of 8 games/);
    expect(html).toContain('a deck needs at least 30 cards, this one has 10');
  });

  it('gives the same results for a seed in this thread and on two worker threads', async () => {
    const argv = ['matrix', 'toy', '--decks', 'decks,low,high', '--games', '5', '--seed', 'same', '--json'];
    const one = await run([...argv, '--workers', '0'], { files: toyFiles });
    const two = await run([...argv, '--workers', '2'], { files: toyFiles });
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    const strip = (text: string) => {
      const { throughput, ...rest } = JSON.parse(text);
      expect(throughput.games).toBe(4 * 3 * 5);
      return rest;
    };
    const a = strip(one.io.stdout);
    expect(a.matchups).toHaveLength(12);
    expect(a.standings.reduce((n: number, s: { games: number }) => n + s.games, 0)).toBe(2 * 60);
    expect(strip(two.io.stdout)).toEqual(a);
    const other = await run([...argv.slice(0, -3), '--seed', 'other', '--json', '--workers', '0'], {
      files: toyFiles,
    });
    expect(strip(other.io.stdout).matchups).not.toEqual(a.matchups);
  });

  it('exits 1 naming the problem when fewer than two decks can be played', async () => {
    const { code, io } = await run(['matrix', 'toy', '--decks', 'decks/broken.txt,low', '--workers', '0'], {
      files: toyFiles,
    });
    expect(code).toBe(1);
    expect(io.stdout).toContain('A matrix needs at least two playable decks.');
    expect(io.stdout).toContain('decks/broken.txt: 2 problems');
    expect(io.stderr).toContain('cardloom matrix: 1 playable deck; a matrix needs two');
  });

  it('refuses bad usage: no decks, an unknown ready deck, an unknown bot', async () => {
    expect((await run(['matrix', 'toy'])).io.stderr).toContain('--decks names the decks to play');
    const unknown = await run(['matrix', 'toy', '--decks', 'nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.io.stderr).toContain(
      "'nope' is neither a file, a folder nor a toy ready deck (available: low, high)",
    );
    const bot = await run(['matrix', 'toy', '--decks', 'low,high', '--bots', 'wizard']);
    expect(bot.code).toBe(2);
    expect(bot.io.stderr).toContain("toy has no seat type 'wizard'");
  });

  it('plays Lorcana deck files (JSON, .dek) and names the unknown cards of a deck it cannot play', async () => {
    const dek = [
      '<deck version="0.8">',
      '<superzone name="Deck">',
      ...daringAndDeceptionText
        .trim()
        .split('\n')
        .flatMap((line) => {
          const [, n, card] = /^(\d+)\s+(.*)$/.exec(line.trim()) ?? [];
          return Array.from({ length: Number(n) }, () => `<card><name>${card}</name></card>`);
        }),
      '</superzone>',
      '</deck>',
    ].join('\n');
    const files = {
      'lorcana/heart.json': JSON.stringify({ name: 'Heart', cards: theHeartOfMagicText.trim() }),
      'lorcana/daring.dek': dek,
      'lorcana/future.json': JSON.stringify({
        name: 'Future',
        cards: `${theHeartOfMagicText.trim()}\n2 Some Card - Not Yet Printed`,
      }),
    };
    const { code, io } = await runBuiltin(
      ['matrix', 'lorcana', '--decks', 'lorcana', '--games', '1', '--seed', '2', '--workers', '0', '--json'],
      { files },
    );
    expect(code).toBe(0);
    const report = JSON.parse(io.stdout);
    expect(report.decks.map((d: { name: string }) => d.name)).toEqual(['daring', 'heart']);
    expect(report.games).toBe(2);
    expect(report.failures).toEqual([]);
    expect(report.unplayable).toHaveLength(1);
    expect(report.unplayable[0].source).toBe('lorcana/future.json');
    expect(report.unplayable[0].problems[0].message).toMatch(/^unknown card "Some Card - Not Yet Printed"/);
  });
});
