/**
 * Statics that protect cards from changes and choices: “Damage counters can't be removed” (from any
 * card, CR 1.9.1.3) and “Opponents can't choose your items for abilities or effects” (as Ward does
 * for a character, CR 8.15.1). `grammar/abilities.ts` asks {@link protectionStatic} with the other
 * families' continuous parts.
 *
 * @module
 */
import type { StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';
import { parseFilter } from '../phrases.js';

/** The continuous part of this family, or undefined. */
export function protectionStatic(t: string): StaticEffect | undefined {
  if (/^[Dd]amage counters can't be removed$/.test(t)) return { restrict: 'loseDamage', to: {} };
  const m = /^[Oo]pponents can't choose (your \w+) for abilities or effects$/.exec(t);
  return m ? { restrict: 'beChosenByOpponents', to: parseFilter(m[1]) } : undefined;
}
