/**
 * Issue 13 — the action boundary: what a caller hands to `apply` or gets from `legalActions` can never
 * change the game except through a checked action.
 */
import { describe, expect, it } from 'vitest';
import { apply, clone, createGame, legalActions } from '../engine/engine';
import { bareGame, bytes, endAction } from '../engine/test-games';
import { bagPolicy } from '../rules/policies';
import { IllegalActionError } from '../state/errors';
import { skirmish, skirmishDeck } from '../testing/mini';

const newGame = (seed = 4) =>
  createGame(skirmish(), { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed });

/** Plays random listed actions until a `play` action with a card is listed. */
function gameWithPlay() {
  const game = newGame();
  for (let i = 0; i < 200; i++) {
    const play = legalActions(game).find((a) => a.type === 'play');
    if (play) return { game, play };
    apply(game, legalActions(game)[0]);
  }
  throw new Error('no play action came up');
}

describe('issue 13.1: an edited listed action is never performed', () => {
  it('listed actions and the list are frozen: editing one throws and the state is byte-identical', () => {
    const { game, play } = gameWithPlay();
    const before = bytes(game.state);
    const opponent = 1 - play.player;
    const theirs = game.state.zones.flat().find((id) => game.state.cards[id].owner === opponent) as number;
    expect(() => {
      (play as Record<string, unknown>).card = theirs;
    }).toThrow(TypeError);
    expect(() => {
      (play as Record<string, unknown>).player = opponent;
    }).toThrow(TypeError);
    const list = legalActions(game);
    expect(() => {
      list[0] = { type: 'end-turn', player: opponent };
    }).toThrow(TypeError);
    expect(bytes(game.state)).toBe(before);
  });

  it("a copy of a listed action changed to an opponent's card or seat is refused by value, state untouched", () => {
    const { game, play } = gameWithPlay();
    const before = bytes(game.state);
    const logged = game.log.length;
    const opponent = 1 - play.player;
    const theirHand = game.state.cards.find(
      (c) =>
        c.owner === opponent &&
        game.definition.zones[Math.floor(c.zone / (game.state.players.length + 1))].name === 'hand',
    );
    expect(theirHand).toBeDefined();
    expect(() => apply(game, { ...play, card: theirHand?.id })).toThrow(IllegalActionError);
    const end = legalActions(game).find((a) => a.type === 'end-turn');
    expect(end).toBeDefined();
    expect(() => apply(game, { ...end!, player: opponent })).toThrow(/turn to act/);
    expect(bytes(game.state)).toBe(before);
    expect(game.log).toHaveLength(logged);
  });
});

describe('issue 13.1: listed answers are frozen to the last list', () => {
  /** A game whose `ask` action asks player 0 to pick `min`..`max` of three options. */
  function asking(min: number, max: number) {
    const d = bareGame({
      policy: bagPolicy(),
      cards: [],
      hand: 0,
      actions: [
        {
          type: 'ask',
          enumerate: (_ctx, player, out) => void out.push({ type: 'ask', player }),
          perform: (ctx, a) => {
            const picked = ctx.decide({
              player: a.player,
              kind: 'options',
              prompt: 'Pick',
              options: ['a', 'b', 'c'],
              min,
              max,
            });
            ctx.setPlayerCounter(a.player, `picked.${picked.join('')}`, 1);
          },
        },
        endAction,
      ],
    });
    const game = createGame(d, { players: 2, decks: [['x1'], ['x1']], seed: 1 });
    apply(game, { type: 'ask', player: 0 });
    return game;
  }

  it('one pick: none first when allowed, then each option; every choice list is frozen and cannot be edited', () => {
    for (const min of [0, 1]) {
      const game = asking(min, 1);
      const listed = legalActions(game);
      expect(listed.map((a) => a.choice)).toEqual([...(min === 0 ? [[]] : []), ['a'], ['b'], ['c']]);
      const before = bytes(game.state);
      for (const a of listed) {
        expect(Object.isFrozen(a) && Object.isFrozen(a.choice)).toBe(true);
        expect(() => (a.choice as string[]).push('c')).toThrow(TypeError);
      }
      expect(bytes(game.state)).toBe(before);
      apply(game, listed[listed.length - 1]);
      expect(game.state.players[0].counters['picked.c']).toBe(1);
    }
  });

  it('several picks: every combination, each choice list frozen', () => {
    const listed = legalActions(asking(2, 2));
    expect(listed.map((a) => a.choice)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(listed.every((a) => Object.isFrozen(a.choice))).toBe(true);
  });
});

describe('issue 13.1: copies that skip freezing (a search\'s own worlds)', () => {
  it('clone with freezeActions: false lists unfrozen actions, plays the same game, and leaves the original frozen', () => {
    const { game } = gameWithPlay();
    const fast = clone(game, { log: false, freezeActions: false });
    const safe = clone(game, { log: false });
    expect(fast.freezesActions).toBe(false);
    expect(legalActions(fast).some((a) => Object.isFrozen(a))).toBe(false);
    expect(legalActions(safe).every((a) => Object.isFrozen(a))).toBe(true);
    expect(legalActions(game).every((a) => Object.isFrozen(a))).toBe(true);
    // The same choices in both copies give byte-identical states: freezing changes nothing else.
    for (let i = 0; i < 60 && !fast.over; i++) {
      const pick = (i * 7) % legalActions(fast).length;
      apply(fast, legalActions(fast)[pick]);
      apply(safe, legalActions(safe)[pick]);
      expect(bytes(fast.state)).toBe(bytes(safe.state));
    }
  });

  it('a copy of such a copy inherits the setting unless it asks again', () => {
    const fast = clone(newGame(), { freezeActions: false });
    expect(clone(fast).freezesActions).toBe(false);
    const again = clone(fast, { freezeActions: true });
    expect(again.freezesActions).toBe(true);
    expect(legalActions(again).every((a) => Object.isFrozen(a))).toBe(true);
  });
});

describe('issue 13.2: apply keeps no object of the caller', () => {
  it('editing the action object after apply changes neither the live game nor its log', () => {
    const { game, play } = gameWithPlay();
    const mine = structuredClone(play) as Record<string, unknown>;
    apply(game, mine as never);
    const state = bytes(game.state);
    const log = JSON.stringify(game.log);
    mine.card = -1;
    mine.type = 'end-turn';
    mine.extra = { injected: true };
    expect(bytes(game.state)).toBe(state);
    expect(JSON.stringify(game.log)).toBe(log);
    expect(Object.isFrozen(game.log[game.log.length - 1])).toBe(true);
  });

  it('an action that is not plain data is refused before anything runs', () => {
    const game = newGame();
    const before = bytes(game.state);
    const cyclic: Record<string, unknown> = { type: 'end-turn', player: game.state.turn.active };
    cyclic.self = cyclic;
    expect(() => apply(game, cyclic as never)).toThrow(/plain JSON data/);
    expect(bytes(game.state)).toBe(before);
  });
});

describe('issue 13: concede (and every action) bound to the seat that sends it', () => {
  it('with `as`, a seat cannot concede or act for another seat; it can for itself', () => {
    const game = newGame();
    const active = game.state.turn.active;
    const other = 1 - active;
    const before = bytes(game.state);
    expect(() => apply(game, { type: 'concede', player: active }, { as: other })).toThrow(
      /may act only as itself/,
    );
    const end = legalActions(game).find((a) => a.type === 'end-turn')!;
    expect(() => apply(game, end, { as: other })).toThrow(IllegalActionError);
    expect(bytes(game.state)).toBe(before);
    apply(game, { type: 'concede', player: other }, { as: other });
    expect(game.state.players[other].out).toBe(true);
  });
});
