import { describe, expect, it } from 'vitest';
import { createGame } from '../engine/engine';
import { drive, ScenarioError } from './driver';
import { skirmish, skirmishDeck } from './mini';

const fresh = (kind: 'bag' | 'stack' = 'bag', seed = 7) =>
  drive(createGame(skirmish(kind), { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed }));

describe('the scenario driver (issue 14: one driver in core/testing)', () => {
  it('builds a board and finds cards by owner and zone', () => {
    const t = fresh();
    const grunt = t.idOf('grunt', { owner: 0, zone: 'deck' });
    t.build((ctx) => ctx.move(grunt, 'play', 0));
    expect(t.idsOf('grunt', { owner: 0, zone: 'play' })).toEqual([grunt]);
    expect(t.ctx.zoneOf(grunt)).toBe('play');
  });

  it('act performs the legal action with the given fields, filling in the acting player', () => {
    const t = fresh();
    const player = t.game.toAct!;
    const turn = t.game.state.turn.number;
    t.act({ type: 'end-turn' });
    expect(t.game.state.turn.number).toBe(turn + 1);
    expect(t.game.toAct).not.toBe(player);
  });

  it('act on an action that is not legal throws a ScenarioError listing the legal ones, and changes nothing', () => {
    const t = fresh();
    const before = JSON.stringify(t.game.state);
    expect(() => t.act({ type: 'attack', card: 9999 })).toThrow(ScenarioError);
    expect(() => t.act({ type: 'attack', card: 9999 })).toThrow(/legal:\n.*end-turn/s);
    expect(JSON.stringify(t.game.state)).toBe(before);
  });

  it('answer without an open decision throws a ScenarioError', () => {
    expect(() => fresh().answer([0])).toThrow(/no decision is open/);
  });

  it('idOf names what it could not find', () => {
    expect(() => fresh().idOf('dragon', { owner: 1, zone: 'hand' })).toThrow(/no dragon owned by 1 in hand/);
  });

  it('settle answers open decisions and passes until the stack is empty (stack policy)', () => {
    const t = fresh('stack', 3);
    for (let i = 0; i < 400 && !t.game.over; i++) {
      if (t.game.state.decision || t.game.state.pending.length > 0) {
        t.settle();
        expect((t.game.state.decision === null && t.game.state.pending.length === 0) || t.game.over).toBe(
          true,
        );
        return;
      }
      t.playRandom(i, 1);
    }
    throw new Error('no decision or stack item came up in 400 random actions');
  });

  it('playRandom is seeded: the same seed plays the same game to the same end', () => {
    const a = fresh('bag', 11);
    const b = fresh('bag', 11);
    const n = a.playRandom(5);
    expect(b.playRandom(5)).toBe(n);
    expect(a.game.over).toBe(true);
    expect(JSON.stringify(b.game.state)).toBe(JSON.stringify(a.game.state));
  });

  it('playRandom calls onStep after every action it takes, in order, and a throwing onStep stops the play', () => {
    const seen: { index: number; type: string; over: boolean }[] = [];
    const t = fresh('bag', 11);
    const n = t.playRandom(5, {
      onStep: ({ action, index, game, result }) => {
        expect(Array.isArray(result.events)).toBe(true);
        seen.push({ index, type: action.type, over: game.over });
      },
    });
    expect(seen.map((s) => s.index)).toEqual(Array.from({ length: n }, (_, i) => i));
    expect(seen.at(-1)?.over).toBe(true);
    // The same seed takes the same actions as without a hook.
    const plain = fresh('bag', 11);
    expect(plain.playRandom(5)).toBe(n);
    const limited = fresh('bag', 11);
    expect(limited.playRandom(5, { limit: 3 })).toBe(Math.min(3, n));
    const stopped = fresh('bag', 11);
    let calls = 0;
    expect(() =>
      stopped.playRandom(5, {
        onStep: () => {
          calls++;
          if (calls === 2) throw new Error('invariant broken');
        },
      }),
    ).toThrow('invariant broken');
    expect(calls).toBe(2);
  });
});
