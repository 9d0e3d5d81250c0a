/**
 * Deck lists (decision D2): a main character, plus a main deck of card ids with copy counts.
 * @module
 */
import type { CardId } from '../cards/vocabulary-effects';

/** A deck: its main character (a leader, D2) and the main deck as id → number of copies. */
export interface FactionDeck {
  /** A short machine-friendly name, e.g. `ember-vanguard`. */
  readonly name: string;
  /** The leader that starts in the main character slot (F5.1). */
  readonly main: CardId;
  /** The main deck: card id → copies. */
  readonly cards: Readonly<Record<CardId, number>>;
}

/** Deck-building limits (D2). The defaults are the standard construction rules. */
export interface DeckRules {
  /** Fewest cards in the main deck. */
  readonly minSize: number;
  /** Most cards in the main deck. */
  readonly maxSize: number;
  /** Most copies of one card (unique cards: one). */
  readonly maxCopies: number;
}

/** Standard construction: 30–40 cards, at most 3 copies of a card (D2). */
export const DEFAULT_DECK_RULES: DeckRules = { minSize: 30, maxSize: 40, maxCopies: 3 };

/** The main deck as a flat list of ids, in the order the list names them (shuffled at setup). */
export function deckList(deck: FactionDeck): CardId[] {
  return Object.entries(deck.cards).flatMap(([id, copies]) => Array.from({ length: copies }, () => id));
}

/** Number of cards in the main deck. */
export function deckSize(deck: FactionDeck): number {
  return Object.values(deck.cards).reduce((sum, n) => sum + n, 0);
}
