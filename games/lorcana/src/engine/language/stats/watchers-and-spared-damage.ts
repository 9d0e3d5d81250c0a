/**
 * The stats these steps can change (for the fast reads of `stats.ts`: a stat no
 * step or static of the pool could change is read as printed).
 *
 * @module
 */
import type { Effect, Step } from '../../../cards/vocabulary-effects.js';

/** The characteristic of a card that takes no damage from challenges (CR 4.6.6). */
export const NO_CHALLENGE_DAMAGE = 'noChallengeDamage';

/** Adds the stats a step of this family changes to `out`; `walk` reads a nested effect. */
export function watcherAndSparedDamageStats(
  step: Step,
  out: Set<string>,
  walk: (effect: Effect) => void,
): void {
  if (step.do === 'spareChallengeDamage') out.add(NO_CHALLENGE_DAMAGE);
  else if (step.do === 'watchTrigger') walk(step.effect);
  else if (step.do === 'whileSourceInPlay') {
    for (const k of step.keywords ?? []) out.add(`kw.${k.keyword}`);
    if (step.restrict) out.add(`cant.${step.restrict}`);
  }
}
