import type { Action } from '@cardloom/core';
import { legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { actionHash, sameAction } from './keys';
import { midGame } from './skirmish.test-helpers';

/** JSON text with object fields sorted, so field order does not matter. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

describe('action identity (IS-MCTS node identity across sampled worlds)', () => {
  it('two actions are the same exactly when their JSON is equal, and the same actions hash alike', () => {
    const listed = [midGame(1, 6), midGame(2, 12), midGame(3, 20)].flatMap((g) => legalActions(g));
    const odd = [
      { type: 'play', player: 0, card: 5 },
      { player: 0, card: 5, type: 'play' },
      { type: 'play', player: 0, card: '5' },
      { type: 'play', player: 0, card: 5, mode: 'ink' },
      { type: 'play', player: 0, card: 5, targets: [1, 2] },
      { type: 'play', player: 0, card: 5, targets: [2, 1] },
      { type: 'play', player: 0, card: 5, targets: [12] },
      { type: 'play', player: 0, card: 5, choice: { a: true } },
      { type: 'play', player: 0, card: 5, choice: { a: 'true' } },
      { type: 'play', player: 0, card: 5, choice: { a: true, b: [1, { c: null }] } },
      { type: 'play', player: 0, card: 5, choice: { b: [1, { c: null }], a: true } },
      { type: 'play', player: 0, card: 5, choice: { b: [1, {}], a: true } },
      { type: 'play', player: 0, card: 5, choice: null },
      { type: 'play', player: 0, card: 5, choice: [] },
      { type: 'play', player: 0, card: 5, choice: {} },
      { type: 'play', player: 0, card: 5, flag: true },
      { type: 'play', player: 0, card: 5, flag: 'true' },
      { type: 'play', player: 0, card: 5.5 },
      { type: 'play', player: 0, card: 51 },
      { type: 'play', player: 0, card: 5, extra: undefined },
      { type: 'play', player: 0 },
    ] as unknown as Action[];
    const all = [...listed, ...odd];
    for (const a of all)
      for (const b of all) {
        const same = canonical(a) === canonical(b);
        expect(sameAction(a, b)).toBe(same);
        if (same) expect(actionHash(a)).toBe(actionHash(b));
      }
  });

  it('a copy of an action (another world’s object) is the same action with the same hash', () => {
    for (const action of legalActions(midGame(4, 9))) {
      const copy = JSON.parse(JSON.stringify(action)) as Action;
      expect(sameAction(copy, action)).toBe(true);
      expect(actionHash(copy)).toBe(actionHash(action));
    }
  });

  it('different legal actions of one state almost never share a hash', () => {
    const legal = [midGame(1, 6), midGame(2, 12), midGame(3, 20)].flatMap((g) => legalActions(g));
    const distinct = new Set(legal.map(canonical));
    expect(new Set(legal.map(actionHash)).size).toBe(distinct.size);
  });
});
