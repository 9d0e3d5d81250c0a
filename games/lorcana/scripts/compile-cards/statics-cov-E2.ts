/**
 * Abilities of issue 16's effects coverage (helper E2): “Your locations and characters at locations
 * gain Resist +1” (one grant to either kind of card, CR 6.4.2), “Once per turn, you may pay 2 {I} to
 * …” and the sentence forms of `covE2Sentence`. `abilities.ts` asks {@link covE2Static} before its
 * own static rules and {@link covE2Ability} after the other families' abilities.
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

/**
 * “Once per turn, you may pay 2 {I} to [effect].”: an ability used like an activated one, its cost
 * the ink, once per turn (CR 6.3, 6.1.13.2).
 */
export function covE2Ability<E>(
  name: string,
  body: string,
  parseEffect: (text: string) => E,
): { kind: 'activated'; name: string; cost: { ink: number }; oncePerTurn: true; effect: E } | null {
  const m = /^Once per turn, you may pay (\d+) \{I\} to (.+)$/.exec(body);
  if (!m) return null;
  const effect = parseEffect(m[2].charAt(0).toUpperCase() + m[2].slice(1));
  return { kind: 'activated', name, cost: { ink: Number(m[1]) }, oncePerTurn: true, effect };
}

/**
 * Sentences of an effect as this family reads them: “If you do and [condition], [effect]” is “If you
 * do, if [condition], [effect]”, and “The chosen character …” is the card chosen before.
 */
export function covE2Sentence(sentence: string): string {
  return sentence
    .replace(/^If you do and (you have [^,]+), /, 'If you do, if $1, ')
    .replace(/^(If you do, |If you do, if [^,]+, )?[Tt]he chosen character /, '$1that character ');
}
