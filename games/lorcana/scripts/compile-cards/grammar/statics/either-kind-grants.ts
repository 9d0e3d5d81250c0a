/**
 * Abilities of issue 16's effect templates: “Your locations and characters at locations
 * gain Resist +1” (one grant to either kind of card, CR 6.4.2), “Once per turn, you may pay 2 {I} to
 * …” and the sentence forms of `endOfTurnSentence`. `grammar/abilities.ts` asks {@link eitherKindGrantStatic} before its
 * own static rules and {@link payOncePerTurnAbility} after the other families' abilities.
 *
 * @module
 */
import type { KeywordGrant, StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';

/** A static effect of this family, or undefined. */
export function eitherKindGrantStatic(
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
export function payOncePerTurnAbility<E>(
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
 * do, if [condition], [effect]”, “The chosen character …” is the card chosen before, and “They gain
 * Rush.” before “At the end of the turn, banish them.” lasts exactly this turn (the card is banished
 * as the turn ends).
 */
export function endOfTurnSentence(sentence: string, i: number, sentences: readonly string[]): string {
  if (
    /^They gain [A-Z][a-z]+$/.test(sentence) &&
    /^At the end of (?:the|your) turn, banish them$/.test(sentences[i + 1] ?? '')
  )
    return `${sentence} this turn`;
  return sentence
    .replace(/\bup to (\d+) other chosen\b/, 'up to $1 chosen other')
    .replace(/^If you do and (you have [^,]+), /, 'If you do, if $1, ')
    .replace(/^(If you do, |If you do, if [^,]+, )?[Tt]he chosen character /, '$1that character ');
}

/**
 * “During your turn, if no other character has quested this turn, this character gets +3 {L}.”: a
 * static ability whose condition is both (CR 6.4.3).
 */
export function turnAndIfStaticAbility<C, E>(
  name: string,
  body: string,
  parseCondition: (text: string) => C,
  parseStaticEffect: (text: string) => E,
): { kind: 'static'; name: string; condition: { all: [{ yourTurn: true }, C] }; effect: E } | null {
  const m = /^During your turn, if (.+?), (this character .+?)\.?$/.exec(body);
  if (!m) return null;
  return {
    kind: 'static',
    name,
    condition: { all: [{ yourTurn: true }, parseCondition(m[1])] },
    effect: parseStaticEffect(m[2]),
  };
}

/** Ability texts this family rewrites into forms the grammar reads (same meaning). */
const BODIES: readonly (readonly [RegExp, string])[] = [
  // “can't challenge or quest unless it is at a location”: the two restrictions in the other order.
  [
    /^This character can't challenge or quest unless it is at a location\.?$/,
    "This character can't quest or challenge unless this character is at a location.",
  ],
  // “During your turn, while this character is exerted, whenever you draw a card, gain 1 lore.”: both
  // gate the trigger (CR 6.1.13.6).
  [/^During your turn, while ([^,]+), (whenever [^,]+), (.+)$/, 'While $1, $2 during your turn, $3'],
  // “While one of your Knight characters is at a location, that character gains Resist +2.”: each of
  // them while it is at a location (CR 6.4.2).
  [
    /^While one of your (\w+) characters is at a location, that character gains (.+)$/,
    'Your $1 characters at a location gain $2',
  ],
];

/** An ability's text as the grammar reads it. */
export function abilityBodyText(body: string): string {
  for (const [re, to] of BODIES) if (re.test(body)) return body.replace(re, to);
  return body;
}
