/**
 * Typed deck-validation errors: each names the decision it enforces, the card, and a readable reason.
 * @module
 */

import type { FactionId } from '../cards/vocabulary';
import type { CardId } from '../cards/vocabulary-effects';

/** What every deck error carries. */
export interface ErrorBase {
  /** The rule or decision broken (see README "Decisions"). */
  readonly rule: string;
  /** A sentence a deck builder can act on. */
  readonly message: string;
}

/** One reason a deck is not legal. */
export type DeckError = ErrorBase &
  (
    | { readonly code: 'unknown-card'; readonly card: CardId }
    | { readonly code: 'bad-count'; readonly card: CardId; readonly count: number }
    | { readonly code: 'token-in-deck'; readonly card: CardId }
    | { readonly code: 'leader-in-deck'; readonly card: CardId }
    | { readonly code: 'main-not-leader'; readonly card: CardId }
    | { readonly code: 'too-few-cards'; readonly size: number; readonly min: number }
    | { readonly code: 'too-many-cards'; readonly size: number; readonly max: number }
    | {
        readonly code: 'too-many-copies';
        readonly card: CardId;
        readonly count: number;
        readonly max: number;
      }
    | {
        readonly code: 'off-faction';
        readonly card: CardId;
        readonly faction: FactionId;
        readonly deckFaction: FactionId | null;
      }
  );

/** The error codes, for exhaustive handling. */
export type DeckErrorCode = DeckError['code'];

/** Thrown by {@link assertValidDeck}-style callers: carries every error of the deck. */
export class DeckValidationError extends Error {
  /** Every problem found, in list order. */
  readonly errors: readonly DeckError[];
  /** The deck's name. */
  readonly deck: string;

  constructor(deck: string, errors: readonly DeckError[]) {
    super(`deck '${deck}' is not legal: ${errors.map((e) => e.message).join('; ')}`);
    this.name = 'DeckValidationError';
    this.deck = deck;
    this.errors = errors;
  }
}
