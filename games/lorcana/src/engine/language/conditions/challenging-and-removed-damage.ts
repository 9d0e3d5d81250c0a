/**
 * Condition tests: “while challenging a damaged
 * character” — the source is the challenger of the current challenge and the challenged card
 * matches (CR 4.6, checked continuously for statics, CR 6.4.3) — and “if you removed damage this
 * way” (the step before removed at least 1 damage).
 *
 * @module
 */
import { aOrAn, describeFilter } from '../../../cards/describe-nouns.js';
import type { ConditionTests } from '../../../cards/vocabulary-refs.js';
import { matches } from '../../effects/match.js';
import { questedThisTurn } from '../../history/history.js';
import { currentChallenge } from '../../state/board.js';
import type { Test } from '../conditions.js';

/** The tests of this family. */
export const CHALLENGING_TESTS: {
  readonly challenging: Test<ConditionTests['challenging']>;
  readonly removedDamageThisWay: Test<ConditionTests['removedDamageThisWay']>;
  readonly noOtherQuested: Test<ConditionTests['noOtherQuested']>;
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
  removedDamageThisWay: {
    // What the step before removed (CR 6.1.11): at least 1 damage counter.
    test: (_ctx, _p, _source, _controller, x) => (x?.counted ?? 0) > 0,
    describe: () => 'you removed damage this way',
  },
  noOtherQuested: {
    // Recorded as characters quest (history.ts reads this condition's name): any player's.
    test: (ctx, _p, source) =>
      Array.from({ length: ctx.playerCount }, (_, pl) => questedThisTurn(ctx, pl)).every((cards) =>
        cards.every((c) => c === source),
      ),
    describe: () => 'no other character has quested this turn',
  },
};
