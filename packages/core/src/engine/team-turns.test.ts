import { describe, expect, it } from 'vitest';
import { bagPolicy } from '../rules/policies';
import { IllegalActionError } from '../state/errors';
import { apply, createGame, legalActions } from './engine';
import { bareGame, endAction, playAction } from './test-games';

/** 2 v 2: seats 0 and 2 are one team, 1 and 3 the other; a team's seats all act in its turn. */
const teamOf = (seat: number) => seat % 2;
const def = bareGame({
  policy: bagPolicy(),
  cards: [],
  hand: 2,
  actions: [playAction, endAction],
  turnSeats: (ctx, active) => [
    active,
    ...ctx.playersInOrder(active).filter((p) => p !== active && teamOf(p) === teamOf(active)),
  ],
});
const deck = ['x1', 'x2', 'x3', 'x4'];
const fresh = () =>
  createGame(def, {
    players: 4,
    decks: [deck, deck, deck, deck],
    seed: 2,
    teams: [0, 1, 0, 1],
    firstPlayer: 0,
  });

describe('simultaneous team turns: several seats take turn actions (Lorcana CR 9.3.1 shape, issue 14)', () => {
  it('CR 9.3.1: the legal actions list each team seat’s actions under its own player', () => {
    const g = fresh();
    const players = new Set(legalActions(g).map((a) => a.player));
    expect(players).toEqual(new Set([0, 2]));
    expect(g.actingSeats).toEqual([0, 2]);
    expect(g.toAct).toBe(0);
  });

  it('CR 9.3.1: a teammate’s action is performed as that teammate', () => {
    const g = fresh();
    const card = g.ctx.cards('hand', 2)[0];
    apply(g, { type: 'play', player: 2, card });
    expect(g.ctx.zoneOf(card)).toBe('play');
    expect(g.ctx.card(card).controller).toBe(2);
  });

  it('an opponent’s action in the team’s turn is refused as the wrong player, and changes nothing', () => {
    const g = fresh();
    const before = JSON.stringify(g.state);
    const card = g.ctx.cards('hand', 1)[0];
    expect(() => apply(g, { type: 'play', player: 1, card })).toThrow(IllegalActionError);
    expect(() => apply(g, { type: 'play', player: 1, card })).toThrow(
      /player 1's turn to act, not player 2's/,
    );
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it('without turnSeats only the active player acts', () => {
    const plain = bareGame({ policy: bagPolicy(), cards: [], hand: 2, actions: [playAction, endAction] });
    const g = createGame(plain, { players: 4, decks: [deck, deck, deck, deck], seed: 2, firstPlayer: 0 });
    expect(new Set(legalActions(g).map((a) => a.player))).toEqual(new Set([0]));
    expect(g.actingSeats).toEqual([0]);
  });
});
