import { describe, expect, it } from 'vitest';
import { checkSweepFile } from '../spec/validate';
import { testCatalog } from '../testing/catalog';
import { planSweep } from './plan';

const plan = (value: unknown) => planSweep(checkSweepFile(value), testCatalog);

describe('issue 19: cells × batches with stable ids and seeds', () => {
  it('every combination of rulesets, player counts, bots and decks is one cell', () => {
    const p = plan({
      seed: 5,
      gamesPerCell: 10,
      games: [
        {
          game: 'duel',
          rulesets: ['classic', 'fast'],
          players: [2, 3],
          bots: [['random'], ['greedy', 'random']],
          decks: { pairs: [['red', 'blue'], ['green']] },
        },
      ],
    });
    expect(p.cells).toHaveLength(2 * 2 * 2 * 2);
    expect(p.cells[0]).toMatchObject({
      id: 'duel/classic/2p/random+random/red+blue',
      players: 2,
      bots: ['random', 'random'],
      decks: ['red', 'blue'],
    });
    expect(p.cells.find((c) => c.players === 3 && c.bots[0] === 'greedy')?.bots).toEqual([
      'greedy',
      'random',
      'greedy',
    ]);
  });

  it('an all-vs-all matrix has every ordered pair of decks, mirrors included', () => {
    const p = plan({ seed: 5, gamesPerCell: 10, games: [{ game: 'duel', decks: { matrix: 'all' } }] });
    expect(p.cells.map((c) => c.decks.join(' v '))).toEqual([
      'red v red',
      'red v blue',
      'red v green',
      'blue v red',
      'blue v blue',
      'blue v green',
      'green v red',
      'green v blue',
      'green v green',
    ]);
    expect(p.cells[1].matrix).toEqual({ row: 'red', column: 'blue' });
  });

  it('batches cover every game of every cell exactly once, with ids <cell>#<index>', () => {
    const p = plan({ seed: 5, gamesPerCell: 25, batchSize: 10, games: ['duel', 'solo'] });
    for (const cell of p.cells) {
      const batches = p.batches.filter((b) => b.cellId === cell.id);
      expect(batches.map((b) => [b.id, b.from, b.to])).toEqual([
        [`${cell.id}#0`, 0, 10],
        [`${cell.id}#1`, 10, 20],
        [`${cell.id}#2`, 20, 25],
      ]);
    }
  });

  it('a cell keeps its seed and its batches when other cells are added or the file is reordered', () => {
    const one = plan({ seed: 9, gamesPerCell: 10, games: ['duel'] });
    const more = plan({
      seed: 9,
      gamesPerCell: 10,
      games: ['solo', { game: 'duel', rulesets: ['fast', 'classic'] }],
    });
    const cell = more.cells.find((c) => c.id === one.cells[0].id);
    expect(cell?.seed).toBe(one.cells[0].seed);
    expect(new Set(more.cells.map((c) => c.seed)).size).toBe(more.cells.length);
  });

  it('the plan id changes with the seed, the batch size or the games, and only then', () => {
    const base = { seed: 9, gamesPerCell: 10, games: ['duel'] };
    expect(plan(base).id).toBe(plan({ ...base, name: 'renamed' }).id);
    expect(plan({ ...base, seed: 10 }).id).not.toBe(plan(base).id);
    expect(plan({ ...base, batchSize: 5 }).id).not.toBe(plan(base).id);
    expect(plan({ ...base, gamesPerCell: 11 }).id).not.toBe(plan(base).id);
  });
});
