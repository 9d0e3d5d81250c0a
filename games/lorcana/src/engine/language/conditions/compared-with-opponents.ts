/**
 * Condition tests: how many matching cards you have in play
 * compared with every opponent. Registered in {@link TESTS} of `conditions.ts`.
 *
 * @module
 */
import { describeFilter } from '../../../cards/describe-nouns.js';
import type { ConditionTests } from '../../../cards/vocabulary-refs.js';
import { countInPlay } from '../../effects/match.js';
import type { Test } from '../conditions.js';

/** The tests this family adds. */
export const COMPARED_WITH_OPPONENTS_TESTS: {
  readonly moreInPlayThanEachOpponent: Test<ConditionTests['moreInPlayThanEachOpponent']>;
} = {
  moreInPlayThanEachOpponent: {
    test: (ctx, p, source, controller) => {
      const f = p.moreInPlayThanEachOpponent;
      const mine = countInPlay(ctx, controller, f, source, controller);
      return ctx.opponents(controller).every((o) => countInPlay(ctx, o, f, source, controller) < mine);
    },
    describe: (p) =>
      `you have more ${describeFilter(p.moreInPlayThanEachOpponent, true)} in play than each opponent`,
  },
};
