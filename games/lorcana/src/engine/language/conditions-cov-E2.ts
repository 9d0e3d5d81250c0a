/**
 * Condition tests of issue 16's effects coverage (helper E2): “while challenging a damaged
 * character” — the source is the challenger of the current challenge and the challenged card
 * matches (CR 4.6, checked continuously for statics, CR 6.4.3).
 *
 * @module
 */
import { aOrAn, describeFilter } from '../../cards/describe-nouns.js';
import type { ConditionTests } from '../../cards/vocabulary-refs.js';
import { currentChallenge } from '../board.js';
import { matches } from '../match.js';
import type { Test } from './conditions.js';

/** The tests of this family. */
export const COV_E2_TESTS: {
  readonly challenging: Test<ConditionTests['challenging']>;
} = {
  challenging: {
    test: (ctx, p, source, controller) => {
      const ch = currentChallenge(ctx);
      return (
        ch !== null &&
        ch.attacker === source &&
        ctx.card(source).stamp === ch.attackerStamp &&
        matches(ctx, ch.defender, p.challenging, source, controller)
      );
    },
    describe: (p) => `challenging ${aOrAn(describeFilter(p.challenging))}`,
  },
};
