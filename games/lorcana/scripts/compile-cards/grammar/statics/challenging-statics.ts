/**
 * Statics about the character challenging the source (“while this character is being challenged, the
 * challenging character gets -1 {S}”): the modifier applies to that character only while the challenge
 * lasts (CR 4.6.4.5, 4.6.7). `grammar/abilities.ts` asks {@link challengingStaticEffect} with the other
 * families' continuous parts.
 *
 * @module
 */
import type { StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';
import { STAT_SYMBOL } from '../phrases.js';

/** The continuous part “the challenging character gets ±N [stat]” (subject lower case), or undefined. */
export function challengingStaticEffect(t: string): StaticEffect | undefined {
  const m = /^the challenging character gets ([+-]\d+) (\{[SWL]\})$/.exec(t);
  if (!m) return undefined;
  return {
    modify: STAT_SYMBOL[m[2]],
    amount: Number(m[1]),
    to: { type: 'character', challengingSource: true },
  };
}
