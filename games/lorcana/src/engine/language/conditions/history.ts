/**
 * Condition tests of turn history, turn order and stacks: “you played a Princess character this
 * turn”, “2 or more cards were put into your discard this turn”, Underdog (“this is your first turn
 * and you're not the first player”), “an opponent has more cards in their inkwell than you” and
 * “there's a card under this character” (CR 5.1.1.5).
 *
 * @module
 */
import { aOrAn, describeFilter } from '../../../cards/describe-nouns.js';
import type { ConditionTests, Range } from '../../../cards/vocabulary-refs.js';
import { cardsUnder } from '../../changes/moves.js';
import { inRange, matches } from '../../effects/match.js';
import {
  banishedThisTurn,
  FIRST_PLAYER,
  hostsPutUnderThisTurn,
  playedThisTurn,
  putIntoDiscardThisTurn,
} from '../../history/history.js';
import { Z } from '../../state/board.js';
import { isTheirTurn } from '../../turn/teams.js';
import type { Test } from '../conditions.js';

type HistoryTest =
  | 'banishedThisTurn'
  | 'putUnderThisTurn'
  | 'playedThisTurn'
  | 'toDiscardThisTurn'
  | 'underdog'
  | 'opponentHasMore'
  | 'cardsUnderSelf';

function underText(range: Range): string {
  if (range.atMost === 0) return 'there are no cards under {self}';
  const n = range.atLeast ?? 1;
  return n === 1 ? 'there is a card under {self}' : `there are ${n} or more cards under {self}`;
}

/** The history, turn-order and stack tests. */
export const HISTORY_TESTS: { readonly [K in HistoryTest]: Test<ConditionTests[K]> } = {
  banishedThisTurn: {
    test: (ctx, p, source, controller) => {
      // “one of your …”: your cards; otherwise any player's (“a character named Buzz Lightyear”).
      const players =
        p.banishedThisTurn.owner === 'you'
          ? [controller]
          : Array.from({ length: ctx.playerCount }, (_, i) => i);
      return players.some((pl) =>
        banishedThisTurn(ctx, pl).some((c) => matches(ctx, c, p.banishedThisTurn, source, controller)),
      );
    },
    describe: (p) =>
      p.banishedThisTurn.owner === 'you'
        ? `one of ${describeFilter(p.banishedThisTurn, true)} was banished this turn`
        : `${aOrAn(describeFilter(p.banishedThisTurn))} was banished this turn`,
  },
  putUnderThisTurn: {
    test: (ctx, p, source, controller) =>
      hostsPutUnderThisTurn(ctx, controller).some((host) =>
        p.putUnderThisTurn === 'self'
          ? host === source
          : ctx.isIn(host, 'play') && matches(ctx, host, p.putUnderThisTurn, source, controller),
      ),
    describe: (p) =>
      p.putUnderThisTurn === 'self'
        ? "you've put a card under {self} this turn"
        : `you've put a card under one of ${describeFilter(p.putUnderThisTurn, true)} this turn`,
  },
  playedThisTurn: {
    test: (ctx, p, source, controller) =>
      playedThisTurn(ctx, controller).some((c) => matches(ctx, c, p.playedThisTurn, source, controller)),
    describe: (p) => `you played ${aOrAn(describeFilter(p.playedThisTurn))} this turn`,
  },
  toDiscardThisTurn: {
    test: (ctx, p, source, controller) =>
      putIntoDiscardThisTurn(ctx, controller).filter((c) =>
        matches(ctx, c, p.toDiscardThisTurn, source, controller),
      ).length >= p.atLeast,
    describe: (p) =>
      `${p.atLeast} or more ${describeFilter(p.toDiscardThisTurn, true)} were put into your discard this turn`,
  },
  underdog: {
    // Your first turn: no turn of yours before this one; not the first player (CR 2.2.1).
    test: (ctx, _p, _source, controller) =>
      isTheirTurn(ctx, controller) &&
      ctx.getVar(FIRST_PLAYER) !== controller &&
      ctx.getVar(FIRST_PLAYER) !== undefined &&
      ctx.turnNumber <= ctx.playerCount,
    describe: () => "this is your first turn and you're not the first player",
  },
  opponentHasMore: {
    test: (ctx, p, _source, controller) => {
      const zone = p.opponentHasMore === 'hand' ? Z.hand : Z.inkwell;
      const mine = ctx.count(zone, controller);
      return ctx.opponents(controller).some((o) => ctx.count(zone, o) > mine);
    },
    describe: (p) => `an opponent has more cards in their ${p.opponentHasMore} than you`,
  },
  cardsUnderSelf: {
    test: (ctx, p, source) => inRange(cardsUnder(ctx, source).length, p.cardsUnderSelf),
    describe: (p) => underText(p.cardsUnderSelf),
  },
};
