/**
 * Lorcana's verbs of issue 16's zones-and-cards coverage (helper B2), one table: the deck verbs
 * (`verbs-cov-B2-deck.ts`: searching, looking at and revealing deck tops) and the card verbs
 * (`verbs-cov-B2-cards.ts`: whole hands and discards, damage moves, discards, counted draws).
 *
 * @module
 */
import { COV_B2_CARD_VERBS } from './verbs-cov-B2-cards.js';
import { COV_B2_DECK_VERBS } from './verbs-cov-B2-deck.js';

export type { DiscardOfParams, MoveAllParams } from './verbs-cov-B2-cards.js';
export type {
  LookAtPlayerTopParams,
  LookAtTopPicksParams,
  LookTopTakeParams,
  SearchDeckParams,
} from './verbs-cov-B2-deck.js';

/** The verbs of this family. */
export const COV_B2_VERBS = { ...COV_B2_DECK_VERBS, ...COV_B2_CARD_VERBS };
