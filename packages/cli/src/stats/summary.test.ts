import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../sim/run-game';
import { summarize, throughput } from './summary';

const game = (index: number, over: Partial<GameRecord>): GameRecord => ({
  index,
  seed: index,
  winners: [0],
  reason: 'lore',
  firstPlayer: 0,
  turns: 10,
  actions: 50,
  decisions: 20,
  legalTotal: 60,
  leadChanges: 1,
  ...over,
});

describe('simulation summary', () => {
  const records = [
    game(3, { winners: [1], firstPlayer: 1, reason: 'deck-out', turns: 12 }),
    game(0, {}),
    game(1, { winners: [], reason: 'turn-limit', turns: 30 }),
    game(2, { winners: [1], firstPlayer: 0, decisions: 10, legalTotal: 50 }),
    game(4, { reason: 'error', error: 'boom', turns: 2 }),
  ];
  const s = summarize(records, ['mcts', 'random'], ['amber', 'steel']);

  it('counts failures apart and leaves them out of the statistics', () => {
    expect(s).toMatchObject({ games: 5, completed: 4, failures: 1, draws: 1 });
    expect(s.turns.max).toBe(30);
    expect(s.turns.min).toBe(10);
  });

  it('gives each seat its wins over completed games', () => {
    expect(s.seats.map((seat) => [seat.bot, seat.deck, seat.wins.successes, seat.wins.trials])).toEqual([
      ['mcts', 'amber', 1, 4],
      ['random', 'steel', 2, 4],
    ]);
  });

  it('measures first-player advantage over decisive games only', () => {
    expect(s.firstPlayer.trials).toBe(3);
    expect(s.firstPlayer.successes).toBe(2);
  });

  it('weights the branching factor by decisions', () => {
    expect(s.branching).toBeCloseTo((60 + 60 + 60 + 50) / (20 + 20 + 20 + 10), 10);
  });

  it('counts endings by reason', () => {
    expect(s.endings).toEqual({ lore: 2, 'deck-out': 1, 'turn-limit': 1 });
  });

  it('does not depend on the order records arrive in', () => {
    expect(summarize([...records].reverse(), ['mcts', 'random'], ['amber', 'steel'])).toEqual(s);
  });

  it('computes throughput from wall time', () => {
    const t = throughput(records, 2, 2000);
    expect(t.gamesPerSecond).toBe(2.5);
    expect(t.actionsPerSecond).toBe(125);
  });
});
