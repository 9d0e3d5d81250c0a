/**
 * Round-trip synonyms of the singers of a trigger's song (`grammar/effects/singer-clauses.ts`):
 * “ready those characters” reads “choose the characters that sang that song, then ready them”.
 * Applied to both sides last (lower case, no punctuation, pronouns read “they”).
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const SINGER_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [/\bchoose the characters that sang that song\s+if you do\s+ready they\b/g, 'ready those characters'],
];
