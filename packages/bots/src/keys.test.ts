import type { Action } from '@cardloom/core';
import { legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { actionKey } from './keys';
import { midGame } from './skirmish.test-helpers';

describe('action keys (IS-MCTS node identity across sampled worlds)', () => {
  it('two actions share a key exactly when their JSON is equal', () => {
    const listed = [midGame(1, 6), midGame(2, 12), midGame(3, 20)].flatMap((g) => legalActions(g));
    const odd = [
      { type: 'play', player: 0, card: 5 },
      { type: 'play', player: 0, card: '5' },
      { type: 'play', player: 0, card: 5, mode: 'ink' },
      { type: 'play', player: 0, card: 5, targets: [1, 2] },
      { type: 'play', player: 0, card: 5, targets: [12] },
      { type: 'play', player: 0, card: 5, choice: { a: true } },
      { type: 'play', player: 0, card: 5, choice: { a: 'true' } },
      { type: 'play', player: 0, card: 5, choice: null },
      { type: 'play', player: 0, card: 5, flag: true },
      { type: 'play', player: 0, card: 5, flag: 'true' },
      { type: 'play', player: 0, card: 51 },
      { type: 'play', player: 0, card: 5, extra: undefined },
    ] as unknown as Action[];
    const all = [...listed, ...odd];
    for (const a of all)
      for (const b of all)
        expect(actionKey(a) === actionKey(b)).toBe(JSON.stringify(a) === JSON.stringify(b));
  });

  it('a copy of an action (another world’s object) has the same key', () => {
    for (const action of legalActions(midGame(4, 9)))
      expect(actionKey(JSON.parse(JSON.stringify(action)))).toBe(actionKey(action));
  });
});
