/**
 * Statics taking a keyword away for good while they apply (“Characters named Peter Pan lose Evasive and
 * can't gain Evasive”, CR 6.4). `grammar/abilities.ts` asks {@link keywordLossStatic} with the other
 * families' continuous parts.
 *
 * @module
 */
import type { StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';
import type { KeywordName } from '../../../../src/cards/vocabulary-refs.js';
import { parseFilter } from '../phrases.js';

const KEYWORDS = 'Alert|Bodyguard|Evasive|Reckless|Rush|Support|Vanish|Ward';

/** The continuous part of this family, or undefined. */
export function keywordLossStatic(t: string): StaticEffect | undefined {
  const m = new RegExp(`^([Cc]haracters named .+?) lose (${KEYWORDS}) and can't gain \\2$`).exec(t);
  if (!m) return undefined;
  return {
    loseKeyword: m[2].toLowerCase() as KeywordName,
    to: parseFilter(m[1].charAt(0).toLowerCase() + m[1].slice(1)),
  };
}
