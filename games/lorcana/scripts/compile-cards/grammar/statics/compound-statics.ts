/**
 * Static abilities whose one sentence gives its subject two continuous effects joined by “and”
 * (“this character enters play exerted and can't ready at the start of your turn”): each half is read
 * with the subject repeated, and the ability has both (CR 6.4). `grammar/abilities.ts` asks
 * {@link compoundStaticEffect} with the other families' continuous parts; the static parser is passed
 * in, so this file has no import loop.
 *
 * @module
 */
import type { StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';

/** The continuous part “[subject] [A] and can't [B]” (subject lower case), or undefined. */
export function compoundStaticEffect(
  t: string,
  parseStaticEffect: (text: string) => StaticEffect,
): StaticEffect | undefined {
  const m = /^(this character) (enters play exerted) and (can't .+)$/.exec(t);
  if (!m) return undefined;
  return { both: [parseStaticEffect(`${m[1]} ${m[2]}`), parseStaticEffect(`${m[1]} ${m[3]}`)] };
}
