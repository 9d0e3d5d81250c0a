/**
 * Condition tests: “an opponent has no cards in
 * their hand” / “one or more opponents have no cards in their hands”, checked continuously for
 * statics (CR 6.4.3).
 *
 * @module
 */
import type { ConditionTests } from '../../../cards/vocabulary-refs.js';
import { Z } from '../../state/board.js';
import type { Test } from '../conditions.js';

/** The tests of this family. */
export const EMPTY_HAND_TESTS: {
  readonly opponentEmptyHand: Test<ConditionTests['opponentEmptyHand']>;
} = {
  opponentEmptyHand: {
    test: (ctx, _p, _source, controller) =>
      ctx.opponents(controller).some((pl) => ctx.count(Z.hand, pl) === 0),
    describe: () => 'an opponent has no cards in their hand',
  },
};
