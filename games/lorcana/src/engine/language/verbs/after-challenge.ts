/**
 * Lorcana's verb for effects delayed until the current challenge is over (“ready this character
 * after the challenge”, CR 4.6.7): created by a “challenges” trigger, which resolves before the
 * Challenge Damage step (CR 4.6.5).
 *
 * @module
 */
import type { Effect } from '../../../cards/vocabulary-effects.js';
import { addAfterChallenge } from '../../effects/after-challenge.js';
import { currentChallenge } from '../../state/board.js';
import { lorcanaVerb } from '../kit.js';

/** Parameters of `afterChallenge`. */
export interface AfterChallengeParams {
  readonly effect: Effect;
}

/** The verbs of this family. */
export const AFTER_CHALLENGE_VERBS = {
  /** Keeps the effect until the challenge is over; outside a challenge nothing happens. */
  afterChallenge: lorcanaVerb({
    run: (x, p: AfterChallengeParams): boolean => {
      if (!currentChallenge(x.ctx)) return false;
      addAfterChallenge(x.ctx, {
        effect: p.effect,
        source: x.source,
        controller: x.controller,
        it: x.it.map((id) => ({ id, stamp: x.ctx.card(id).stamp })),
      });
      return true;
    },
    describe: (p, say): string => `${say.nested(p.effect)} after the challenge`,
  }),
};
