/**
 * Condition tests: how many matching cards an opponent has
 * in play (“an opponent has 2 or more ready characters in play”, “an opponent has more characters in
 * play than you”), the damage on the source (“this character has 3 or more damage”, CR 1.9) and the
 * number of challenges this turn (“if it's the second challenge this turn”, CR 4.6). Registered in
 * `TESTS` of `conditions.ts`.
 *
 * @module
 */
import { describeFilter } from '../../../cards/describe-nouns.js';
import type { ConditionTests } from '../../../cards/vocabulary-refs.js';
import { cardsUnder } from '../../changes/moves.js';
import { countInPlay, inRange, refCards } from '../../effects/match.js';
import { damageOf, isInPlay } from '../../state/board.js';
import { numberedKey } from '../../state/keys.js';
import type { Test } from '../conditions.js';

const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth'];

/** The turn-count key of challenges declared by a player's characters (see `actions/challenge.ts`). */
export const CHALLENGES_KEY = 'yourCharacterChallenged';

/** The tests of this family. */
export const OPPONENT_COUNT_TESTS: {
  readonly opponentHasCount: Test<ConditionTests['opponentHasCount']>;
  readonly opponentMoreInPlay: Test<ConditionTests['opponentMoreInPlay']>;
  readonly selfDamage: Test<ConditionTests['selfDamage']>;
  readonly challengeNumber: Test<ConditionTests['challengeNumber']>;
  readonly hadCardUnder: Test<ConditionTests['hadCardUnder']>;
} = {
  hadCardUnder: {
    test: (ctx, p, source, _controller, x) => {
      const cards = p.hadCardUnder === 'self' ? [source] : x ? refCards(x, 'it') : [];
      return cards.some((c) =>
        isInPlay(ctx, c)
          ? cardsUnder(ctx, c).length > 0
          : ((ctx.getVar(numberedKey('lk.', c)) as { under?: number } | undefined)?.under ?? 0) > 0,
      );
    },
    describe: (p) =>
      p.hadCardUnder === 'self' ? '{self} had a card under {self}' : 'that card had a card under it',
  },
  opponentHasCount: {
    test: (ctx, p, source, controller) =>
      ctx
        .opponents(controller)
        .some((o) => countInPlay(ctx, o, p.opponentHasCount, source, controller) >= p.atLeast),
    describe: (p) =>
      `an opponent has ${p.atLeast} or more ${describeFilter(p.opponentHasCount, true)} in play`,
  },
  opponentMoreInPlay: {
    test: (ctx, p, source, controller) => {
      const mine = countInPlay(ctx, controller, p.opponentMoreInPlay, source, controller);
      return ctx
        .opponents(controller)
        .some((o) => countInPlay(ctx, o, p.opponentMoreInPlay, source, controller) > mine);
    },
    describe: (p) => `an opponent has more ${describeFilter(p.opponentMoreInPlay, true)} in play than you`,
  },
  selfDamage: {
    test: (ctx, p, source) => inRange(damageOf(ctx, source), p.selfDamage),
    describe: (p) =>
      p.selfDamage.atLeast !== undefined
        ? `{self} has ${p.selfDamage.atLeast} or more damage`
        : `{self} has ${p.selfDamage.atMost ?? 0} or less damage`,
  },
  challengeNumber: {
    // Counted as each challenge is declared, before its triggers resolve (CR 4.6.5).
    test: (ctx, p, _source, controller) =>
      ctx.countThisTurn(`${CHALLENGES_KEY}.${controller}`) === p.challengeNumber,
    describe: (p) => `it's the ${ORDINALS[p.challengeNumber] ?? `#${p.challengeNumber}`} challenge this turn`,
  },
};
