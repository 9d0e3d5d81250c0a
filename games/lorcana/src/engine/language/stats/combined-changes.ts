/**
 * The stats these steps can change (for the fast reads of `stats.ts`: a
 * stat no step or static of the pool could change is read as printed).
 *
 * @module
 */
import type { Step } from '../../../cards/vocabulary-effects.js';

/** The characteristic an effect gives a character that must quest if able. */
export const MUST_QUEST = 'must.quest';

/** Adds the stats a step of this family changes to `out` (`drops.willpower` if it can lower Willpower). */
export function combinedChangeStats(step: Step, out: Set<string>, drops: { willpower: boolean }): void {
  if (step.do === 'getsAndGains') {
    for (const m of step.mods) {
      out.add(m.stat);
      if (m.stat === 'willpower' && !(typeof m.amount === 'number' && m.amount > 0)) drops.willpower = true;
    }
    for (const k of step.keywords ?? []) out.add(`kw.${k.keyword}`);
  } else if (step.do === 'mustQuest') {
    out.add(MUST_QUEST);
    if (step.cantChallenge) out.add('cant.challenge');
  }
}
