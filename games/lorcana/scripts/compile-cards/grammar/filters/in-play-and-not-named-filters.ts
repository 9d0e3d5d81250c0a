/**
 * Card descriptions of issue 16's effect templates: “each character in play”, “chosen
 * character with no damage”, “your characters not named Mor'du” (CR 5.2.6: any of its names) and a
 * described card or another type (“chosen character with Bodyguard or item”). `grammar/phrases.ts` asks
 * {@link inPlayOrNotNamedFilter} before its own rules; the filter parser is passed in (no import loop).
 *
 * @module
 */
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';

const NAME = "(\\p{Lu}[\\p{L}\\d'.-]*(?: \\p{Lu}[\\p{L}\\d'.-]*| of| the| and)*)";

/** A card description of this family, or undefined. */
export function inPlayOrNotNamedFilter(
  phrase: string,
  parseFilter: (phrase: string) => CardFilter,
): CardFilter | undefined {
  const p = phrase.trim();
  // “a non-character”: an action, item or location card (CR 5.3–5.6).
  if (/^non-character(?: card)?$/.test(p)) return { type: ['action', 'item', 'location'] };
  // Cards in play are what “each character” means already (CR 6.1.3); the words add nothing.
  let m = /^(.+?) in play$/.exec(p);
  if (m && !/ you have$/.test(m[1])) return parseFilter(m[1]);
  m = /^(.+?) with no damage$/.exec(p);
  if (m) return { ...parseFilter(m[1]), damaged: false };
  m = new RegExp(`^(.+?) not named ${NAME}$`, 'u').exec(p);
  if (m) return { ...parseFilter(m[1]), notName: m[2] };
  // “character with Bodyguard or item”: the tail describes the first noun only.
  m = /^((?:character|item|location) with .+?) or (character|item|location)$/.exec(p);
  if (m) return { anyOf: [parseFilter(m[1]), parseFilter(m[2])] };
  return undefined;
}
