/**
 * The stats these steps change (issue 16), for the fast characteristic reads of
 * `stats.ts`. No runtime imports, so `stats.ts` can use it without an import loop.
 *
 * @module
 */
import type { Step } from '../../../cards/vocabulary-effects.js';

/** The stat a lasting “can challenge ready characters” sets (read by `challenge-rules.ts`). */
export const CHALLENGE_READY = 'can.challengeReady';

/** Stats the family's steps can change as they resolve (for the fast characteristic reads). */
export function triggerStepStats(step: Step, out: Set<string>): void {
  if (step.do !== 'allowChallengeReady' && step.do !== 'grantTrigger') return;
  if (step.do === 'allowChallengeReady') out.add(CHALLENGE_READY);
  for (const k of step.keywords ?? []) out.add(`kw.${k.keyword}`);
}
