/**
 * Condition tests of the triggers family (issue 16): what an opponent has in play and hand sizes
 * compared with every opponent. Registered in {@link TESTS} of `conditions.ts`.
 *
 * @module
 */
import { aOrAn, describeFilter, SELF } from '../../../cards/describe-nouns.js';
import type { ConditionTests, TurnHistoryEvent } from '../../../cards/vocabulary-refs.js';
import { matches } from '../../effects/match.js';
import { charactersOf, currentChallenge, effectiveStrength, inPlay, Z } from '../../state/board.js';
import type { Test } from '../conditions.js';

/** The tests this family adds. */
export const TRIGGER_TESTS: {
  readonly opponentHas: Test<ConditionTests['opponentHas']>;
  readonly moreInHandThanEachOpponent: Test<ConditionTests['moreInHandThanEachOpponent']>;
  readonly beingChallenged: Test<ConditionTests['beingChallenged']>;
  readonly strongestCharacter: Test<ConditionTests['strongestCharacter']>;
} = {
  opponentHas: {
    test: (ctx, p, source, controller) =>
      ctx
        .opponents(controller)
        .some((o) => inPlay(ctx, o).some((c) => matches(ctx, c, p.opponentHas, source, controller))),
    describe: (p) => `an opponent has ${aOrAn(describeFilter(p.opponentHas))} in play`,
  },
  moreInHandThanEachOpponent: {
    test: (ctx, _p, _source, controller) => {
      const mine = ctx.count(Z.hand, controller);
      return ctx.opponents(controller).every((o) => ctx.count(Z.hand, o) < mine);
    },
    describe: () => 'you have more cards in your hand than each opponent',
  },
  beingChallenged: {
    test: (ctx, _p, source) => {
      const ch = currentChallenge(ctx);
      return ch !== null && ch.defender === source && ctx.card(source).stamp === ch.defenderStamp;
    },
    describe: () => `${SELF} is being challenged`,
  },
  strongestCharacter: {
    test: (ctx, _p, _source, controller) => {
      let theirs = Number.NEGATIVE_INFINITY;
      for (const o of ctx.opponents(controller))
        for (const c of charactersOf(ctx, o)) theirs = Math.max(theirs, effectiveStrength(ctx, c));
      // Negative strength counts as 0 in comparisons (CR 6.6.2).
      return charactersOf(ctx, controller).some((c) => effectiveStrength(ctx, c) > theirs);
    },
    describe: () => 'you have a character in play with more strength than each opposing character',
  },
};

/** The words of each turn-history event (“… this turn”). */
export const HISTORY_WORDS: Readonly<Record<TurnHistoryEvent, string>> = {
  opposingCharacterBanishedInChallenge: 'an opposing character was banished in a challenge this turn',
  characterBanished: 'a character was banished this turn',
  yourCharacterDamaged: 'one of your characters was damaged this turn',
  opposingCharacterDamaged: 'an opposing character was damaged this turn',
  yourCharacterChallenged: 'a character of yours challenged this turn',
  youInked: 'you put a card into your inkwell this turn',
  youRemovedDamage: 'you removed damage from a character this turn',
  characterBanishedInChallenge: 'a character was banished in a challenge this turn',
  youRemovedDamageFromYours: 'you removed 1 or more damage from one of your characters this turn',
};
