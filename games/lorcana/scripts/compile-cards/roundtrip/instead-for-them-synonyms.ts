/**
 * Round-trip synonyms of the self-replacement on “them” (`grammar/effects/instead-for-them-sentences.ts`): “remove up
 * to 2 damage from them; if they're a Hero character, remove up to 4 damage instead” reads as one
 * “if … otherwise …” in the card language. Applied to both sides last (lower case, no punctuation,
 * pronouns read “they”).
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const INSTEAD_FOR_THEM_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [
    /\bremove\s+up\s+to\s+(\d+)\s+damage\s+from\s+they\s+if\s+they're\s+an?\s+([\w\s]+?)\s+remove\s+up\s+to\s+(\d+)\s+damage\s+instead\b/g,
    'if they is a $2 remove up to $3 damage from they otherwise remove up to $1 damage from they',
  ],
];
