/**
 * Lorcana's verbs, one table: the deck verbs
 * (`engine/language/verbs/deck-search-and-look.ts`: searching, looking at and revealing deck tops) and the card verbs
 * (`engine/language/verbs/hands-and-discards.ts`: whole hands and discards, damage moves, discards, counted draws).
 *
 * @module
 */

import { DECK_SEARCH_VERBS } from './deck-search-and-look.js';
import { HAND_AND_DISCARD_VERBS } from './hands-and-discards.js';

export type {
  LookAtPlayerTopParams,
  LookAtTopPicksParams,
  LookTopTakeParams,
  SearchDeckParams,
} from './deck-search-and-look.js';
export type { DiscardOfParams, MoveAllParams } from './hands-and-discards.js';

/** The verbs of this family. */
export const ZONE_AND_CARD_VERBS = { ...DECK_SEARCH_VERBS, ...HAND_AND_DISCARD_VERBS };
