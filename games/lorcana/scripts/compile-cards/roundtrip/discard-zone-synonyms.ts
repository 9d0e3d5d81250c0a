/**
 * Round-trip synonyms of abilities working from the discard (`grammar/triggers/discard-zone-triggers.ts`)
 * and of the inkwell symbol (`grammar/filters/inkwell-symbol-filters.ts`,
 * `grammar/statics/inkwell-symbol-statics.ts`): the printed wordings folded to the form the card
 * language says them in. Applied to both sides last (lower case, no punctuation, “this card”).
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const DISCARD_ZONE_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [/\{iw\}/g, 'the inkwell symbol'],
  [/\bwith the inkwell symbol card\b/g, 'with the inkwell symbol'],
  [/\s+\(works from your discard\)/g, ''],
  [
    /\bplay this card(\s+for\s+free)?\s+and\s+this card enters play exerted\b/g,
    'play this card from your discard$1 entering play exerted',
  ],
];
