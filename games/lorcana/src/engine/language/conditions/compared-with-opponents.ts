/**
 * Condition tests: how many matching cards you have in play
 * compared with every opponent. Registered in {@link TESTS} of `conditions.ts`.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { describeFilter } from '../../../cards/describe-nouns.js';
import type { CardFilter, ConditionTests } from '../../../cards/vocabulary-refs.js';
import { matches } from '../../effects/match.js';
import { inPlay } from '../../state/board.js';

interface Test<P> {
  readonly test: (ctx: Ctx, p: P, source: CardId, controller: PlayerId) => boolean;
  readonly describe: (p: P) => string;
}

/** Cards of `player` in play matching the filter (ownership is read per player, not as yours). */
function countInPlay(
  ctx: Ctx,
  player: PlayerId,
  filter: CardFilter,
  source: CardId,
  controller: PlayerId,
): number {
  let n = 0;
  for (const c of inPlay(ctx, player)) if (matches(ctx, c, filter, source, controller)) n++;
  return n;
}

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
