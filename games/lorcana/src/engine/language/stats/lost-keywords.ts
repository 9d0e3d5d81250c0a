/**
 * The stats these steps can change (for the fast reads of `stats.ts`: a
 * stat no step or static of the pool could change is read as printed).
 *
 * @module
 */
import type { Step } from '../../../cards/vocabulary-effects.js';

/** Adds the stats a step of this family changes to `out`. */
export function lostKeywordStats(step: Step, out: Set<string>): void {
  if (step.do === 'loseKeywords') for (const k of step.keywords) out.add(`kw.${k.keyword}`);
}
