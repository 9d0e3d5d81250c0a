/**
 * Round-trip synonyms of “any number of players” (`grammar/effects/chosen-players-sentences.ts`): the
 * choice reads as “for each player, you may …”. Applied to both sides last (lower case, no punctuation).
 *
 * @module
 */

/** Synonyms of this family (printed form ← generated form). */
export const CHOSEN_PLAYERS_SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [
    /\bchoose any number of players\s+they discard their hands\s+(?:and\s+)?draw (\d+) cards each\b/g,
    'for each player you may discards all cards in their hand if you do draw $1 cards',
  ],
];
