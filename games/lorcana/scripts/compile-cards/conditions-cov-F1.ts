/**
 * Conditions of issue 16's coverage F1. `phrases.ts` asks {@link covF1Condition} after the other
 * families' conditions; the filter parser is passed in, so this file has no import loop.
 *
 * @module
 */
import type { CardFilter } from '../../src/cards/vocabulary-refs.js';
import type { ParsedCondition as Condition } from './parsed.js';

/** A condition of this family, or undefined. */
export function covF1Condition(
  p: string,
  parseFilter: (phrase: string) => CardFilter,
): Condition | undefined {
  // “If that character is named Tod, …”: the card the step before acted on (CR 6.2.4).
  const m = /^that (character|item|card) is named (.+)$/.exec(p);
  if (m) return { refIs: 'it', filter: { ...(m[1] === 'card' ? {} : parseFilter(m[1])), name: m[2] } };
  return undefined;
}
