/**
 * Static abilities of issue 16's effects coverage (helper E2): “Your locations and characters at
 * locations gain Resist +1” (one grant to either kind of card, CR 6.4.2). `abilities.ts` asks
 * {@link covE2Static} before its own static rules.
 *
 * @module
 */
import type { KeywordGrant, StaticEffect } from '../../src/cards/vocabulary-abilities.js';
import type { CardFilter } from '../../src/cards/vocabulary-refs.js';

/** A static effect of this family, or undefined. */
export function covE2Static(
  text: string,
  parseFilter: (phrase: string) => CardFilter,
  parseKeywordGrants: (phrase: string) => KeywordGrant[],
): StaticEffect | undefined {
  const m = /^your (\w+?)s and (\w+?)s at locations gains? (.+)$/.exec(text);
  if (m) {
    return {
      grant: parseKeywordGrants(m[3]),
      to: {
        anyOf: [
          { ...parseFilter(m[1]), owner: 'you' },
          { ...parseFilter(m[2]), owner: 'you', at: 'any' },
        ],
      },
    };
  }
  return undefined;
}
