/**
 * Card descriptions of issue 16: filters relative to a known card (“with the
 * same name as this character”, “with less {S} than that character”, “with the same cost or less”).
 * `grammar/phrases.ts` asks {@link relativeFilter} before its own rules; the filter parser is passed in (no
 * import loop).
 *
 * @module
 */
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';

/** Tails of a card description relative to a known card (CR 6.1.8: read as the step resolves). */
const FILTER_TAILS: readonly (readonly [RegExp, CardFilter])[] = [
  [/ with the same name as this character$/, { sameNameAs: 'self' }],
  [/ with the same name as the chosen card$/, { sameNameAs: 'it' }],
  [/ with less \{S\} than that character$/, { compare: { stat: 'strength', to: 'it', by: 'lt' } }],
  // “the {S} he had in play”: the source's last known strength (CR 6.7.6).
  [
    / with \{S\} equal to or less than the \{S\} (?:he|she|it) had(?: in play)?$/,
    { compare: { stat: 'strength', to: 'self', by: 'le' } },
  ],
  [
    / with cost equal to or less than the exerted character's cost$/,
    { compare: { stat: 'cost', to: 'it', by: 'le' } },
  ],
  [/ with the same cost or less$/, { compare: { stat: 'cost', to: 'it', by: 'le' } }],
  // “the banished character”: the card banished to pay the ability's cost (CR 6.3).
  [/ with the same name as the banished character$/, { sameNameAs: 'banishedForCost' }],
];

/** A card description of this family, or undefined. */
export function relativeFilter(
  phrase: string,
  parse: (phrase: string) => CardFilter,
): CardFilter | undefined {
  const p = phrase.trim();
  const plus = / with cost up to (\d+) more than the banished character$/.exec(p);
  if (plus) {
    const compare = { stat: 'cost', to: 'banishedForCost', by: 'le', plus: Number(plus[1]) } as const;
    return { ...parse(p.slice(0, plus.index)), compare };
  }
  for (const [re, extra] of FILTER_TAILS) {
    const m = re.exec(p);
    if (m) return { ...parse(p.slice(0, m.index)), ...extra };
  }
  return undefined;
}
