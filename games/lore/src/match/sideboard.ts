/**
 * Sideboarding between the games of a round (Lore Zones: The sideboard; Card Types: Grimoire): cards
 * are exchanged between the lexicon and the sideboard, grimoire spells may be sideboarded into the
 * lexicon, and the result must still be a legal lexicon (README A41).
 *
 * @module
 */
import type { DeckEntry, Lexicon } from '../decks/lexicon.js';
import { type LexiconError, validateLexicon } from '../decks/validate.js';

/**
 * One exchange: `out` leaves the lexicon for the sideboard, `in` enters the lexicon from the
 * sideboard (taken from the sideboard proper first, then from the grimoire).
 */
export interface SideboardSwap {
  readonly out: readonly DeckEntry[];
  readonly in: readonly DeckEntry[];
}

const RULES = {
  sideboard: 'Lore Zones: The sideboard — cards are exchanged with the lexicon between games',
} as const;

/** A problem with sideboarding: the lexicon rules, or cards that are not where the swap takes them from. */
export type SideboardError =
  | LexiconError
  /** Sideboarding happens only between the games of a round. */
  | { readonly code: 'not-between-games'; readonly rule: string }
  | {
      readonly code: 'not-in-lexicon' | 'not-in-sideboard';
      readonly rule: string;
      readonly card: string;
      readonly count: number;
      readonly available: number;
    }
  | {
      /** The new lexicon does not hold the same cards, all sections together, as the one registered. */
      readonly code: 'cards-changed';
      readonly rule: string;
      readonly card: string;
      readonly registered: number;
      readonly count: number;
    };

/** Copies of each card across all entries. */
function tally(...lists: (readonly DeckEntry[])[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const list of lists) for (const e of list) counts.set(e.card, (counts.get(e.card) ?? 0) + e.count);
  return counts;
}

/** Every card a player brought to the round: lexicon, void card, sideboard and grimoire. */
export function allCards(lexicon: Lexicon): Map<string, number> {
  const god = lexicon.startingVoid?.kind === 'god' ? [{ card: lexicon.startingVoid.card, count: 1 }] : [];
  return tally(lexicon.main, god, lexicon.sideboard, lexicon.grimoire);
}

function toEntries(counts: ReadonlyMap<string, number>): DeckEntry[] {
  return [...counts].filter(([, n]) => n > 0).map(([card, count]) => ({ card, count }));
}

/** Takes `count` copies of `card` out of `from`; returns how many were missing. */
function take(from: Map<string, number>, card: string, count: number): number {
  const have = from.get(card) ?? 0;
  from.set(card, Math.max(0, have - count));
  return Math.max(0, count - have);
}

/**
 * Applies a swap to a lexicon. Returns the new lexicon and every error: cards the swap takes from
 * where they are not, and any lexicon rule the result breaks (60 cards, 20 in the sideboard…).
 */
export function swapCards(
  lexicon: Lexicon,
  swap: SideboardSwap,
): { readonly lexicon: Lexicon; readonly errors: SideboardError[] } {
  const errors: SideboardError[] = [];
  const main = tally(lexicon.main);
  const sideboard = tally(lexicon.sideboard);
  const grimoire = tally(lexicon.grimoire);
  for (const e of swap.out) {
    const available = main.get(e.card) ?? 0;
    if (take(main, e.card, e.count) > 0)
      errors.push({ code: 'not-in-lexicon', rule: RULES.sideboard, card: e.card, count: e.count, available });
  }
  for (const e of swap.in) {
    const available = (sideboard.get(e.card) ?? 0) + (grimoire.get(e.card) ?? 0);
    const fromGrimoire = take(sideboard, e.card, e.count);
    if (take(grimoire, e.card, fromGrimoire) > 0)
      errors.push({
        code: 'not-in-sideboard',
        rule: RULES.sideboard,
        card: e.card,
        count: e.count,
        available,
      });
  }
  for (const e of swap.in) main.set(e.card, (main.get(e.card) ?? 0) + e.count);
  for (const e of swap.out) sideboard.set(e.card, (sideboard.get(e.card) ?? 0) + e.count);
  const next: Lexicon = {
    ...lexicon,
    main: toEntries(main),
    sideboard: toEntries(sideboard),
    grimoire: toEntries(grimoire),
  };
  if (errors.length === 0) errors.push(...validateLexicon(next));
  return { lexicon: next, errors };
}

/**
 * Checks a lexicon proposed for the next game against the one registered for the round: the same
 * cards, all sections together (only their places change), and legal by the lexicon rules.
 */
export function checkSideboarding(registered: Lexicon, next: Lexicon): SideboardError[] {
  const errors: SideboardError[] = [];
  const before = allCards(registered);
  const after = allCards(next);
  for (const card of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(card) ?? 0;
    const now = after.get(card) ?? 0;
    if (was !== now)
      errors.push({ code: 'cards-changed', rule: RULES.sideboard, card, registered: was, count: now });
  }
  return [...errors, ...validateLexicon(next)];
}
