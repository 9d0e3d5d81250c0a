/**
 * Round-trip synonyms of the challenger templates (`grammar/statics/challenging-statics.ts`, the challenger of a
 * “character of yours is challenged” trigger in `grammar/triggers`): the printed wordings folded to
 * the form the card language says them in. Applied to both sides last (lower case, no punctuation,
 * symbols as words, “the challenging character” already read “the other card in that event”).
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const CHALLENGING_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [
    /\bwhenever\s+an?\s+(character\s+of\s+yours)\s+is\s+challenged\s+the\s+other\s+card\s+in\s+that\s+event\s+get\s+(.+?)\s+unless\s+their\s+player\s+pays\b/g,
    'whenever chosen $1 is challenged they get $2 unless that player pay',
  ],
  [
    /\bwhile\s+this\s+card\s+is\s+being\s+challenged\s+the\s+other\s+card\s+in\s+that\s+event\s+get\b/g,
    'while this card is being challenged characters challenging this card get',
  ],
];
