/**
 * Statics giving the source a keyword whose value is counted (“This character gains Resist +1 for each
 * other Knight character you have in play”; “For each location you have in play, this character gains
 * Resist +1 and gets +1 {L}”), counted continuously (CR 6.1.8, 8.1.2). `grammar/abilities.ts` asks
 * {@link countedKeywordStatic} with the other families' continuous parts.
 *
 * @module
 */
import type { StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';
import type { KeywordName } from '../../../../src/cards/vocabulary-refs.js';
import { parseForEach, STAT_SYMBOL } from '../phrases.js';

const KEYWORD = '(Resist|Challenger) \\+(\\d+)';

/** The continuous part of this family (its subject lower case), or undefined. */
export function countedKeywordStatic(t: string): StaticEffect | undefined {
  let m = new RegExp(`^this character gains ${KEYWORD} for each (.+)$`).exec(t);
  if (m) return counted(m[1], Number(m[2]), m[3]);
  m = new RegExp(`^for each (.+?), this character gains ${KEYWORD} and gets \\+(\\d+) (\\{[SWL]\\})$`).exec(
    t,
  );
  if (!m) return undefined;
  const each = m[1];
  return {
    both: [
      counted(m[2], Number(m[3]), each),
      { modify: STAT_SYMBOL[m[5]], amount: parseForEach(Number(m[4]), each), to: 'self' },
    ],
  };
}

function counted(keyword: string, n: number, each: string): StaticEffect {
  return {
    grantCounted: keyword.toLowerCase() as KeywordName,
    amount: parseForEach(n, each),
    to: 'self',
  };
}
