/**
 * Type-level tests of the public API: checked by `tsc` (the typecheck task), and run as ordinary
 * tests so a change in shape fails loudly.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type Action,
  type ApplyResult,
  apply,
  createGame,
  type Game,
  type GameDefinition,
  type GameState,
  type IllegalActionError,
  type IllegalReason,
  legalActions,
  type PlayerView,
  type Replay,
  toReplay,
  viewFor,
} from './index';
import { skirmish, skirmishDeck } from './testing/index';

describe('public API types', () => {
  it('createGame / legalActions / apply / viewFor / toReplay have the documented shapes', () => {
    expectTypeOf(createGame).parameter(0).toEqualTypeOf<GameDefinition>();
    expectTypeOf(createGame).returns.toEqualTypeOf<Game>();
    expectTypeOf(legalActions).returns.toEqualTypeOf<Action[]>();
    expectTypeOf(apply).returns.toEqualTypeOf<ApplyResult>();
    expectTypeOf(viewFor).returns.toEqualTypeOf<PlayerView>();
    expectTypeOf(toReplay).returns.toEqualTypeOf<Replay>();
    expectTypeOf<Game['state']>().toEqualTypeOf<GameState>();
    expectTypeOf<IllegalActionError['reason']>().toEqualTypeOf<IllegalReason>();
    const game = createGame(skirmish(), { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 1 });
    expect(game.definition.id).toBe('skirmish-bag');
  });

  it('actions are plain JSON objects with a type and a player', () => {
    expectTypeOf<Action['type']>().toEqualTypeOf<string>();
    expectTypeOf<Action['player']>().toEqualTypeOf<number>();
    // @ts-expect-error an action needs a player
    const bad: Action = { type: 'x' };
    expect(bad.type).toBe('x');
  });
});
