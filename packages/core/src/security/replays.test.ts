/**
 * Issue 13.6 — replays carry an integrity record: an edited, truncated or re-ordered replay is refused
 * with a ReplayError naming the first bad action instead of replaying silently to another game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions } from '../engine/engine';
import { digestOf, legacyDigestOf } from '../io/digest';
import { REPLAY_VERSION, type Replay, replay, restoreGame, saveGame, toReplay } from '../io/replay';
import { ReplayError } from '../state/errors';
import { Random } from '../state/rng';
import { skirmish, skirmishDeck } from '../testing/mini';

const def = skirmish('stack');

function played(seed: number, actions = 40): Replay {
  const game = createGame(def, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed });
  const random = new Random(seed);
  for (let i = 0; i < actions && !game.over; i++) apply(game, random.pick(legalActions(game)));
  return JSON.parse(JSON.stringify(toReplay(game)));
}

function refusal(r: unknown): ReplayError {
  try {
    replay(def, r);
  } catch (e) {
    expect(e).toBeInstanceOf(ReplayError);
    return e as ReplayError;
  }
  throw new Error('expected the replay to be refused');
}

describe('issue 13.6: replay integrity', () => {
  it('a replay records its action count, a hash chain over its actions and the final state digest', () => {
    const r = played(3);
    expect(r.version).toBe(REPLAY_VERSION);
    expect(r.integrity?.actions).toBe(r.actions.length);
    expect(r.integrity?.chain).toHaveLength(r.actions.length);
    expect(digestOf(replay(def, r).state)).toBe(r.integrity?.final);
  });

  it('deleting one action is refused naming that index (it used to replay to a different game)', () => {
    const r = played(5);
    const cut = {
      ...r,
      actions: r.actions.filter((_, i) => i !== 7),
      integrity: { ...r.integrity!, actions: r.actions.length - 1 },
    };
    const error = refusal(cut);
    expect(error.message).toMatch(/replay action 7 .* is not the action recorded there/);
    expect(error.data).toEqual({ index: 7 });
  });

  it('a truncated or extended log is refused', () => {
    const r = played(6);
    expect(refusal({ ...r, actions: r.actions.slice(0, -2) }).message).toMatch(/truncated or extended/);
  });

  it('swapping two actions is refused at the first of them', () => {
    const r = played(8);
    const actions = [...r.actions];
    [actions[4], actions[5]] = [actions[5], actions[4]];
    expect(refusal({ ...r, actions }).message).toMatch(/replay action 4 /);
  });

  it('a different final state (rules changed since recording) is refused', () => {
    const r = played(9);
    const message = refusal({ ...r, integrity: { ...r.integrity!, final: '0123456789abcdef' } }).message;
    expect(message).toMatch(/ends in another state than the one recorded/);
  });

  it('property: any single edit of an action in a recorded replay is refused, never replayed', () => {
    const base = played(11, 60);
    fc.assert(
      fc.property(
        fc.nat({ max: base.actions.length - 1 }),
        fc.constantFrom('card', 'player', 'type', 'choice'),
        fc.oneof(fc.integer({ min: -2, max: 80 }), fc.constantFrom('end-turn', 'play', 'answer')),
        (at, key, value) => {
          const actions = base.actions.map((a) => ({ ...a }));
          const edited = { ...actions[at], [key]: value } as (typeof actions)[number];
          fc.pre(JSON.stringify(edited) !== JSON.stringify(actions[at]));
          actions[at] = edited;
          const error = refusal({ ...base, actions });
          expect(error.data).toMatchObject({ index: at });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('issue 13.6: a game waiting on a decision saves, replays and restores', () => {
  /** A game stopped where a player must answer a decision (its request holds keys left undefined). */
  function atDecision() {
    for (let seed = 1; seed < 200; seed++) {
      const game = createGame(def, { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed });
      const random = new Random(seed);
      for (let i = 0; i < 200 && !game.over; i++) {
        if (game.state.decision) return game;
        apply(game, random.pick(legalActions(game)));
      }
    }
    throw new Error('no seed reached a decision');
  }

  it('a save made while a decision waits restores to the same state (it was refused as edited)', () => {
    const game = atDecision();
    expect(Object.values(game.state.decision!.request)).toContain(undefined);
    const restored = restoreGame(def, saveGame(game));
    expect(JSON.stringify(restored.state)).toBe(JSON.stringify(game.state));
    expect(legalActions(restored)).toEqual(legalActions(game));
  });

  it('a replay ending at a decision replays; one recorded with the older digest still does', () => {
    const game = atDecision();
    const recorded: Replay = JSON.parse(JSON.stringify(toReplay(game)));
    expect(digestOf(replay(def, recorded).state)).toBe(recorded.integrity?.final);
    const older = { ...recorded, integrity: { ...recorded.integrity!, final: legacyDigestOf(game.state) } };
    expect(older.integrity.final).not.toBe(recorded.integrity?.final);
    expect(JSON.stringify(replay(def, older).state)).toBe(JSON.stringify(game.state));
    const other = { ...recorded, integrity: { ...recorded.integrity!, final: '0123456789abcdef' } };
    expect(refusal(other).message).toMatch(/ends in another state than the one recorded/);
  });
});
