/**
 * Round-trip synonyms of the counted keyword statics (`grammar/statics/counted-keyword-statics.ts`):
 * “For each X, this character gains Resist +1 and gets +1 {L}” says “for each X” once for both parts.
 * Applied to both sides last (lower case, no punctuation, symbols as words).
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const COUNTED_KEYWORD_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [
    /\bfor\s+each\s+([\w\s]+?)\s+this card (gains?) (resist|challenger) \+(\d+)\s+(?:and\s+)?(gets?) \+(\d+) (strength|willpower|lore)\b/g,
    'this card $2 $3 +$4 for each $1 $5 +$6 $7 for each $1',
  ],
];
