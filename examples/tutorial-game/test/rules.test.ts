/** The rules of Embers, one test per numbered rule of the tutorial (docs/tutorial/README.md). */
import { type Action, apply, IllegalActionError, legalActions, viewFor } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { board, inZone, newGame, put } from './scenario';

const act =
  (type: string, extra: Record<string, number> = {}) =>
  (game: ReturnType<typeof newGame>) => {
    const action = legalActions(game).find(
      (a) => a.type === type && Object.entries(extra).every(([k, v]) => a[k] === v),
    );
    if (!action) throw new Error(`no legal ${type} ${JSON.stringify(extra)}`);
    return apply(game, action);
  };
const answer = (game: ReturnType<typeof newGame>, choice: number | string | null) => {
  const found = legalActions(game).find(
    (a) =>
      a.type === 'answer' &&
      JSON.stringify((a as Action & { choice: unknown[] }).choice) ===
        JSON.stringify(choice === null ? [] : [choice]),
  );
  if (!found) throw new Error(`no answer ${choice}: ${JSON.stringify(legalActions(game))}`);
  apply(game, found);
};

describe('Rule 1: setup', () => {
  it('1.1: each player starts with 20 health and draws 5 cards (blitz: 10 and 3)', () => {
    const game = newGame();
    for (const p of [0, 1]) {
      expect(game.ctx.playerCounter(p, 'health')).toBe(20);
      expect(inZone(game, 'hand', p)).toHaveLength(5);
      expect(inZone(game, 'deck', p)).toHaveLength(15);
    }
    const blitz = newGame(1, 'blitz');
    expect(blitz.ctx.playerCounter(1, 'health')).toBe(10);
    expect(inZone(blitz, 'hand', 1)).toHaveLength(3);
  });
});

describe('Rule 3: the turn', () => {
  it('3.1: ready untaps your creatures and refills your embers to the size of your reserve', () => {
    const game = newGame();
    let cub = -1;
    board(game, (ctx) => {
      cub = put(ctx, 1, 'ember-cub', 'field');
      ctx.setTapped(cub, true);
      for (const def of ['ironbark', 'ironbark', 'flame-raider']) put(ctx, 1, def, 'reserve');
    });
    act('end-turn')(game);
    expect(game.state.turn.active).toBe(1);
    expect(game.ctx.playerCounter(1, 'embers')).toBe(3);
    expect(game.ctx.card(cub).tapped).toBe(false);
  });

  it('3.2: the first player does not draw on turn 1; every later turn draws one card', () => {
    const game = newGame();
    expect(inZone(game, 'hand', 0)).toHaveLength(5);
    act('end-turn')(game);
    expect(inZone(game, 'hand', 1)).toHaveLength(6);
    act('end-turn')(game);
    expect(inZone(game, 'hand', 0)).toHaveLength(6);
  });
});

describe('Rule 4: banking', () => {
  it('4: once per turn, a card from hand goes face down into the reserve and gives one ember now', () => {
    const game = newGame();
    const card = inZone(game, 'hand', 0)[0];
    act('bank', { card })(game);
    expect(game.ctx.zoneOf(card)).toBe('reserve');
    expect(game.ctx.card(card).faceDown).toBe(true);
    expect(game.ctx.playerCounter(0, 'embers')).toBe(1);
    expect(legalActions(game).some((a) => a.type === 'bank')).toBe(false);
    const theirs = viewFor(game, 1).zones.find((z) => z.zone === 'reserve' && z.owner === 0);
    expect(theirs).toMatchObject({ count: 1 });
    expect(theirs?.cards).toBeUndefined();
  });
});

describe('Rule 5: summoning', () => {
  it('5.1: a creature costs its cost in embers; one you cannot pay for is not offered', () => {
    const game = newGame();
    let raider = -1;
    let bark = -1;
    board(game, (ctx) => {
      raider = put(ctx, 0, 'flame-raider', 'hand');
      bark = put(ctx, 0, 'ironbark', 'hand');
      ctx.setPlayerCounter(0, 'embers', 2);
    });
    const summonable = legalActions(game)
      .filter((a) => a.type === 'summon')
      .map((a) => a.card);
    expect(summonable).toContain(raider);
    expect(summonable).not.toContain(bark);
    expect(() => apply(game, { type: 'summon', player: 0, card: bark })).toThrow(IllegalActionError);
    act('summon', { card: raider })(game);
    expect(game.ctx.zoneOf(raider)).toBe('field');
    expect(game.ctx.playerCounter(0, 'embers')).toBe(0);
  });
});

describe('Rule 6: attacking', () => {
  it('6.1: a creature summoned this turn cannot attack; one that was already there can, and taps', () => {
    const game = newGame();
    let old = -1;
    let fresh = -1;
    board(game, (ctx) => {
      old = put(ctx, 0, 'ember-cub', 'field');
      fresh = put(ctx, 0, 'flame-raider', 'hand');
      ctx.setPlayerCounter(0, 'embers', 2);
    });
    act('summon', { card: fresh })(game);
    const attackers = legalActions(game)
      .filter((a) => a.type === 'attack')
      .map((a) => a.card);
    expect(attackers).toEqual([old]);
    act('attack', { card: old })(game);
    expect(game.ctx.card(old).tapped).toBe(true);
  });

  it('6.2 and 6.3: the defender may decline to block; the attacker then deals its power to them', () => {
    const game = newGame();
    let raider = -1;
    let wall = -1;
    board(game, (ctx) => {
      raider = put(ctx, 0, 'flame-raider', 'field');
      wall = put(ctx, 1, 'ironbark', 'field');
    });
    act('attack', { card: raider })(game);
    expect(game.toAct).toBe(1);
    answer(game, null);
    expect(game.ctx.playerCounter(1, 'health')).toBe(17);
    expect(game.ctx.counter(wall, 'damage')).toBe(0);
  });

  it('6.4 and 7.1: blocked, both deal their power; the one with damage at least its guard is destroyed', () => {
    const game = newGame();
    let raider = -1;
    let wall = -1;
    board(game, (ctx) => {
      raider = put(ctx, 0, 'flame-raider', 'field');
      wall = put(ctx, 1, 'ironbark', 'field');
    });
    act('attack', { card: raider })(game);
    answer(game, wall);
    expect(game.ctx.playerCounter(1, 'health')).toBe(20);
    expect(game.ctx.counter(wall, 'damage')).toBe(3);
    expect(game.ctx.zoneOf(wall)).toBe('field');
    expect(game.ctx.zoneOf(raider)).toBe('discard');
  });
});

describe('Rule 8: losing', () => {
  it('8.1: a player with no health left loses, and the other wins', () => {
    const game = newGame();
    let raider = -1;
    board(game, (ctx) => {
      raider = put(ctx, 0, 'flame-raider', 'field');
      ctx.setPlayerCounter(1, 'health', 3);
    });
    act('attack', { card: raider })(game);
    expect(game.over).toBe(true);
    expect(game.state.status).toMatchObject({ winners: [0], reason: 'health' });
  });

  it('8.2: a player who must draw from an empty deck loses', () => {
    const game = newGame();
    board(game, (ctx) => {
      for (const card of [...ctx.cards('deck', 1)]) ctx.move(card, 'discard', 1);
    });
    act('end-turn')(game);
    expect(game.over).toBe(true);
    expect(game.state.status).toMatchObject({ winners: [0], reason: 'deck-out' });
  });
});

describe('Rule 9: triggered abilities', () => {
  it.each([
    ['yes', 1],
    ['no', 0],
  ])('9: Lantern Keeper entering the field asks "draw a card?"; answering %s draws %i', (reply, drawn) => {
    const game = newGame();
    let keeper = -1;
    board(game, (ctx) => {
      keeper = put(ctx, 0, 'lantern-keeper', 'hand');
      ctx.setPlayerCounter(0, 'embers', 2);
    });
    const hand = inZone(game, 'hand', 0).length;
    act('summon', { card: keeper })(game);
    expect(game.state.decision?.request.kind).toBe('yes-no');
    answer(game, reply);
    expect(inZone(game, 'hand', 0)).toHaveLength(hand - 1 + drawn);
  });
});

describe('Rule 10: activated abilities', () => {
  it('10: Ember Sage taps and pays 1 ember to deal 1 damage to a creature', () => {
    const game = newGame();
    let sage = -1;
    let raider = -1;
    board(game, (ctx) => {
      sage = put(ctx, 0, 'ember-sage', 'field');
      raider = put(ctx, 1, 'flame-raider', 'field');
      ctx.setPlayerCounter(0, 'embers', 1);
    });
    act('activate', { card: sage })(game);
    answer(game, raider);
    expect(game.ctx.card(sage).tapped).toBe(true);
    expect(game.ctx.playerCounter(0, 'embers')).toBe(0);
    expect(game.ctx.zoneOf(raider)).toBe('discard');
  });

  it('10.1: without an ember to pay, or once tapped, the ability is not offered', () => {
    const game = newGame();
    board(game, (ctx) => {
      put(ctx, 0, 'ember-sage', 'field');
      ctx.setPlayerCounter(0, 'embers', 0);
    });
    expect(legalActions(game).some((a) => a.type === 'activate')).toBe(false);
    board(game, (ctx) => ctx.setPlayerCounter(0, 'embers', 1));
    expect(legalActions(game).some((a) => a.type === 'activate')).toBe(true);
  });
});

describe('Rule 11: replacement effects', () => {
  it("11: Ashen Phoenix, destroyed, returns to its owner's hand instead of the discard pile", () => {
    const game = newGame();
    let phoenix = -1;
    let wall = -1;
    board(game, (ctx) => {
      phoenix = put(ctx, 0, 'ashen-phoenix', 'field');
      wall = put(ctx, 1, 'ironbark', 'field');
    });
    act('attack', { card: phoenix })(game);
    answer(game, wall);
    expect(game.ctx.zoneOf(phoenix)).toBe('hand');
    expect(game.ctx.card(phoenix).owner).toBe(0);
    expect(game.ctx.counter(phoenix, 'damage')).toBe(0);
    expect(inZone(game, 'discard', 0)).toHaveLength(0);
  });
});
