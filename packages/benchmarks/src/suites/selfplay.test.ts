import { describe, expect, it } from 'vitest';
import { dealDecks } from '../trivial/spec';
import type { PlayableGame } from './playable';
import { midGame, playRandom, runSelfPlaySuite, SELFPLAY_GAMES } from './selfplay';

/** The trivial game as a mutable-state PlayableGame, to exercise the suite without the kernel. */
interface Toy {
  decks: number[][];
  hands: number[][];
  scores: number[];
  active: number;
  over: boolean;
}
type ToyAction = number; // hand index, or -1 to pass

const toy: PlayableGame<Toy, ToyAction> = {
  id: 'toy',
  title: 'toy',
  players: 2,
  newGame(seed) {
    const decks = dealDecks(seed);
    const hands = [[decks[0].pop()!], []];
    return { decks, hands, scores: [0, 0], active: 0, over: false };
  },
  legalActions: (s) => (s.over ? [] : [...s.hands[s.active].keys(), -1]),
  apply(s, a) {
    if (a >= 0) s.scores[s.active] += s.hands[s.active].splice(a, 1)[0];
    else {
      s.active = 1 - s.active;
      const card = s.decks[s.active].pop();
      if (card === undefined) s.over = true;
      else s.hands[s.active].push(card);
    }
    return s;
  },
  isOver: (s) => s.over,
  clone: (s) => structuredClone(s),
  viewFor: (s, p) => ({
    ...s,
    hands: s.hands.map((h, i) => (i === p ? h : h.length)),
    decks: s.decks.map((d) => d.length),
  }),
};

const TINY = { timeMs: 5, minSamples: 2, warmupMs: 1 };

describe('random self-play suite (issue 6 per-game figures)', () => {
  it('plays the same game for the same seed', () => {
    expect(playRandom(toy, 4).final).toEqual(playRandom(toy, 4).final);
    expect(playRandom(toy, 4).final).not.toEqual(playRandom(toy, 5).final);
  });

  it('records a clone of each decision state, so the trail survives later mutation', () => {
    const { trail, actions, final } = playRandom(toy, 2, true);
    expect(trail).toHaveLength(actions);
    expect(trail[0].state.over).toBe(false);
    expect(final.over).toBe(true);
    const mid = midGame(toy, 2);
    const from = trail.slice(Math.floor(actions / 2));
    expect(mid).toEqual(from.find((d) => toy.legalActions(d.state).length >= 2)?.state);
    expect(toy.legalActions(mid).length).toBeGreaterThanOrEqual(2);
  });

  it('times setup, legalActions and apply once per game and per action when given a clock', () => {
    const clock = { setupMs: 0, legalMs: 0, applyMs: 0, calls: 0 };
    const { actions } = playRandom(toy, 3, false, clock);
    expect(clock.calls).toBe(actions);
    expect(clock.setupMs).toBeGreaterThanOrEqual(0);
    expect(clock.legalMs).toBeGreaterThan(0);
    expect(clock.applyMs).toBeGreaterThan(0);
  });

  it('reports every figure of issues 6 and 21, positive, with the large-heap clone as a ratio', () => {
    const section = runSelfPlaySuite(toy, TINY);
    expect(section.figures.map((f) => f.id)).toEqual([
      'toy.gamesPerSec',
      'toy.actionsPerSec',
      'toy.newGameMicros',
      'toy.legalActionsMicros',
      'toy.applyMicros',
      'toy.cloneMicros',
      'toy.cloneLargeHeapMicros',
      'toy.cloneLargeHeapRatio',
      'toy.viewForMicros',
      'toy.bytesPerState',
    ]);
    // Rates and costs are positive; heap deltas of a state this small are within GC noise.
    for (const f of section.figures) {
      if (f.unit === 'KiB') expect(Number.isFinite(f.value), f.id).toBe(true);
      else expect(f.value, f.id).toBeGreaterThan(0);
    }
    const byId = new Map(section.figures.map((f) => [f.id, f]));
    expect(byId.get('toy.cloneLargeHeapRatio')).toMatchObject({ unit: '×' });
    expect(byId.get('toy.cloneLargeHeapRatio')!.value).toBeCloseTo(
      byId.get('toy.cloneLargeHeapMicros')!.value / byId.get('toy.cloneMicros')!.value,
      10,
    );
    // Suites only measure: budgets are attached afterwards from one table (budgets.ts).
    expect(section.figures.every((f) => f.budgets === undefined)).toBe(true);
    expect(section.detail).toContain(`${SELFPLAY_GAMES} games`);
  });
});
