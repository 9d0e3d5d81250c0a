/**
 * Property tests over Skirmish with each trigger policy: random legal play, malformed input, replays
 * and views.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayStates, toReplay } from '../io/replay';
import { canSee, decisionView, viewFor } from '../io/view';
import type { Action } from '../rules/definition';
import { IllegalActionError } from '../state/errors';
import { Random } from '../state/rng';
import { type SkirmishPolicy, skirmish, skirmishDeck } from '../testing/mini';
import { apply, clone, cloneState, createGame, type Game, legalActions } from './engine';

const POLICIES: SkirmishPolicy[] = ['bag', 'stack', 'fixed'];
const MAX_ACTIONS = 4000;

function newGame(policy: SkirmishPolicy, players: number, seed: number, ruleset?: string): Game {
  return createGame(skirmish(policy), {
    players,
    decks: Array.from({ length: players }, skirmishDeck),
    seed,
    ...(ruleset ? { ruleset } : {}),
  });
}

/** Plays randomly to the end, calling `each` before every action. */
function playOut(game: Game, seed: number, each?: (g: Game, legal: Action[]) => void): number {
  const r = new Random(seed);
  let n = 0;
  while (!game.over) {
    const legal = legalActions(game);
    expect(legal.length, 'a player must always have a legal action').toBeGreaterThan(0);
    each?.(game, legal);
    apply(game, r.pick(legal));
    if (++n > MAX_ACTIONS) throw new Error('game did not end');
  }
  return n;
}

const arbGame = fc.record({
  policy: fc.constantFrom(...POLICIES),
  players: fc.integer({ min: 2, max: 4 }),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  ruleset: fc.constantFrom('standard', 'active-first'),
});

describe('properties of random play (Skirmish, all three trigger policies)', () => {
  it('random legal play never throws, never gets stuck, and always ends with a result', () => {
    fc.assert(
      fc.property(arbGame, ({ policy, players, seed, ruleset }) => {
        const game = newGame(policy, players, seed, ruleset);
        playOut(game, seed);
        expect(game.state.status.over).toBe(true);
        expect(game.state.status.reason).toMatch(/life|deck-out/);
        expect(game.state.players.every((p) => p.result !== null)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('every action legalActions lists is accepted by apply', () => {
    fc.assert(
      fc.property(arbGame, ({ policy, players, seed }) => {
        const game = newGame(policy, players, seed);
        let step = 0;
        playOut(game, seed, (g, legal) => {
          if (step++ % 7 !== 0) return;
          for (const action of legal) expect(() => apply(clone(g), action)).not.toThrow();
        });
      }),
      { numRuns: 20 },
    );
  });

  it('a malformed or illegal action is refused with a typed error and the state stays byte-identical', () => {
    const junk = fc.oneof(
      fc.constant(null),
      fc.constant(42),
      fc.record({ type: fc.string(), player: fc.integer({ min: -2, max: 6 }) }),
      fc.record({
        type: fc.constantFrom('play', 'attack', 'zap', 'answer', 'pass', 'end-turn'),
        player: fc.integer({ min: 0, max: 3 }),
        card: fc.integer({ min: -1, max: 200 }),
        choice: fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
      }),
    );
    fc.assert(
      fc.property(
        arbGame,
        fc.integer({ min: 0, max: 60 }),
        junk,
        ({ policy, players, seed }, steps, action) => {
          const game = newGame(policy, players, seed);
          const r = new Random(seed);
          for (let i = 0; i < steps && !game.over; i++) apply(game, r.pick(legalActions(game)));
          const legal = legalActions(game);
          fc.pre(!legal.some((a) => JSON.stringify(a) === JSON.stringify(action)));
          const before = JSON.stringify(game.state);
          let error: unknown = null;
          try {
            apply(game, action as Action);
          } catch (e) {
            error = e;
          }
          // The one accepted case: an answer naming a legal choice (extra fields on an answer are ignored).
          if (error === null) {
            const a = action as Action;
            expect(a.type).toBe('answer');
            expect(
              legal.some(
                (l) => JSON.stringify(l.choice) === JSON.stringify(a.choice) && l.player === a.player,
              ),
            ).toBe(true);
            return;
          }
          expect(error).toBeInstanceOf(IllegalActionError);
          expect(JSON.stringify(game.state)).toBe(before);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('replaying the log reproduces every intermediate state exactly', () => {
    fc.assert(
      fc.property(arbGame, ({ policy, players, seed, ruleset }) => {
        const game = newGame(policy, players, seed, ruleset);
        const seen = [JSON.stringify(game.state)];
        const r = new Random(seed);
        while (!game.over) {
          apply(game, r.pick(legalActions(game)));
          seen.push(JSON.stringify(cloneState(game.state)));
        }
        const again = replayStates(game.definition, JSON.parse(JSON.stringify(toReplay(game))));
        expect(again.map((s) => JSON.stringify(s))).toEqual(seen);
      }),
      { numRuns: 25 },
    );
  });

  it('viewFor (and decisionView) never contains the identity of a card the viewer cannot see', () => {
    fc.assert(
      fc.property(arbGame, ({ policy, players, seed }) => {
        const game = newGame(policy, players, seed);
        playOut(game, seed, (g) => {
          for (let viewer = 0; viewer < players; viewer++) {
            const view = viewFor(g, viewer);
            const shown = new Map(view.zones.flatMap((z) => z.cards ?? []).map((c) => [c.id, c.def]));
            for (const c of g.state.cards)
              if (!canSee(g, viewer, c.id)) expect(shown.get(c.id)).toBeUndefined();
            const revealed =
              view.decision && 'revealed' in view.decision ? view.decision.revealed : undefined;
            if (revealed) expect(g.state.decision!.request.player).toBe(viewer);
            expect(JSON.stringify(view)).not.toMatch(/"rng"/);
            // The view at an open question hides the same zones: others' hands and every deck.
            const atQuestion = decisionView(g, viewer);
            for (const z of atQuestion.zones)
              if (z.zone === 'deck' || (z.zone === 'hand' && z.owner !== viewer))
                expect(z.cards?.filter((c) => c.def !== undefined && !c.faceDown) ?? []).toEqual([]);
            expect(JSON.stringify(atQuestion)).not.toMatch(/"rng"/);
          }
        });
      }),
      { numRuns: 15 },
    );
  });
});
