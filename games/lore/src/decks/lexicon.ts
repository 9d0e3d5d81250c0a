/**
 * A player's cards for a game or round: the lexicon (main deck), what starts in the void, the
 * sideboard and the grimoire (Lore The Basics; Lore Zones).
 *
 * @module
 */
import type { LoreCard } from '../cards/card.js';

/** Some copies of one card, by id. */
export interface DeckEntry {
  readonly card: string;
  readonly count: number;
}

/** What begins the game facedown in the void: one god, or the grimoire as a tome (Lore Zones: Grimoire). */
export type StartingVoid = { readonly kind: 'god'; readonly card: string } | { readonly kind: 'tome' };

/** A lexicon with its void card, sideboard and grimoire, as plain serializable data. */
export interface Lexicon {
  readonly name: string;
  /** One line on how the deck means to win. */
  readonly strategy: string;
  readonly main: readonly DeckEntry[];
  readonly startingVoid?: StartingVoid;
  readonly sideboard: readonly DeckEntry[];
  /** The grimoire deck; it lives within the sideboard's 20 cards. */
  readonly grimoire: readonly DeckEntry[];
}

/** `count` copies of a card, for writing deck lists against the typed pool. */
export function copies(card: LoreCard, count: number): DeckEntry {
  return { card: card.id, count };
}

/** Total cards in a list of entries. */
export function countCards(entries: readonly DeckEntry[]): number {
  return entries.reduce((sum, e) => sum + e.count, 0);
}

/** Expands entries to a flat list of card ids, in list order. */
export function expand(entries: readonly DeckEntry[]): string[] {
  return entries.flatMap((e) => Array.from({ length: e.count }, () => e.card));
}
