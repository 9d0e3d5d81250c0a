/**
 * Condition tests: what is in play on either side (“while a
 * damaged character is in play”, “there are 5 or more characters with damage in play”), lore
 * compared with opponents, and how many matching cards you played this turn.
 *
 * @module
 */
import { aOrAn, describeFilter } from '../../../cards/describe-nouns.js';
import type { ConditionTests } from '../../../cards/vocabulary-refs.js';
import { matches, turnOrder } from '../../effects/match.js';
import { playedThisTurn } from '../../history/history.js';
import { loreOf } from '../../state/board.js';
import type { Test } from '../conditions.js';

type InPlayTest = 'inPlay' | 'opponentMoreLore' | 'playedCount';

/** The tests of the character-effects family. */
export const IN_PLAY_TESTS: { readonly [K in InPlayTest]: Test<ConditionTests[K]> } = {
  inPlay: {
    // Every player's cards in play count (CR 1.8: “in play” without an owner).
    test: (ctx, p, source, controller) => {
      const need = p.atLeast ?? 1;
      let n = 0;
      for (const pl of turnOrder(ctx))
        for (const c of ctx.cards('play', pl))
          if (matches(ctx, c, p.inPlay, source, controller) && ++n >= need) return true;
      return false;
    },
    describe: (p) => {
      const n = p.atLeast ?? 1;
      return n > 1
        ? `there are ${n} or more ${describeFilter(p.inPlay, true)} in play`
        : `${aOrAn(describeFilter(p.inPlay))} is in play`;
    },
  },
  opponentMoreLore: {
    test: (ctx, _p, _source, controller) => {
      const mine = loreOf(ctx, controller);
      return ctx.opponents(controller).some((o) => loreOf(ctx, o) > mine);
    },
    describe: () => 'an opponent has more lore than you',
  },
  playedCount: {
    test: (ctx, p, source, controller) =>
      playedThisTurn(ctx, controller).filter((c) => matches(ctx, c, p.playedCount, source, controller))
        .length >= p.atLeast,
    describe: (p) => `you played ${p.atLeast} or more ${describeFilter(p.playedCount, true)} this turn`,
  },
};
