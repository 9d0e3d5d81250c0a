/**
 * Round-trip synonyms of the lore of a character's location (`grammar/amounts/location-lore-amounts.ts`):
 * “gain lore equal to that location's {L}” reads “gain the lore of the location they are at”.
 * Applied to both sides last (lower case, no punctuation, symbols as words).
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const LOCATION_LORE_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [/\bgain lore equal to that location's lore\b/g, 'gain the lore of the location they is at lore'],
];
