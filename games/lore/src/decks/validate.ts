/**
 * The lexicon validator (Lore The Basics; Card Types: Simple, Unique, Gods; Zones: Grimoire,
 * Sideboard). It returns every problem as a typed error naming the rule, never throws.
 *
 * Copy limits count the lexicon, the void card, the sideboard and the grimoire together, so that
 * any sideboarding between games keeps the lexicon legal (see the README, "Ambiguities").
 *
 * @module
 */
import { hasSupertype, type LoreCard } from '../cards/card.js';
import { LORE_CARDS } from '../cards/pool/index.js';
import { countCards, type DeckEntry, type Lexicon } from './lexicon.js';

/** The deck-building limits. */
export const LEXICON_LIMITS = {
  minimumLexicon: 60,
  maximumCopies: 4,
  maximumUniqueCopies: 1,
  maximumSideboard: 20,
  maximumGrimoire: 15,
} as const;

/** One problem with a lexicon: a code to branch on, the rule it breaks, and the details. */
export type LexiconError =
  | { readonly code: 'unknown-card'; readonly rule: string; readonly card: string }
  | { readonly code: 'bad-count'; readonly rule: string; readonly card: string; readonly count: number }
  | { readonly code: 'token-in-deck'; readonly rule: string; readonly card: string }
  | {
      readonly code: 'lexicon-too-small';
      readonly rule: string;
      readonly count: number;
      readonly minimum: number;
    }
  | {
      readonly code: 'too-many-copies';
      readonly rule: string;
      readonly card: string;
      readonly count: number;
      readonly maximum: number;
    }
  | {
      readonly code: 'sideboard-too-large';
      readonly rule: string;
      readonly count: number;
      readonly maximum: number;
    }
  | {
      readonly code: 'grimoire-too-large';
      readonly rule: string;
      readonly count: number;
      readonly maximum: number;
    }
  | { readonly code: 'not-a-grimoire-spell'; readonly rule: string; readonly card: string }
  | { readonly code: 'void-card-not-a-god'; readonly rule: string; readonly card: string }
  | { readonly code: 'tome-without-grimoire'; readonly rule: string };

const RULES = {
  size: 'Lore The Basics: a lexicon has at least 60 cards',
  copies: 'Lore The Basics: at most 4 of each card',
  unique: 'Lore Card Types: Unique',
  sideboard: 'Lore The Basics: a sideboard has at most 20 cards',
  grimoire: 'Lore Zones: The grimoire',
  gods: 'Lore Card Types: Gods',
  token: 'Lore Other Terminology: Token',
  pool: 'cardloom: cards must come from the Lore pool',
} as const;

/** The copy limit of a card: unlimited for simple, 1 for unique, printed overrides, else 4. */
export function copyLimit(card: LoreCard): number {
  if (hasSupertype(card, 'simple')) return Number.POSITIVE_INFINITY;
  if (hasSupertype(card, 'unique')) return LEXICON_LIMITS.maximumUniqueCopies;
  return card.copyLimit ?? LEXICON_LIMITS.maximumCopies;
}

const POOL = new Map(LORE_CARDS.map((c) => [c.id, c]));

/**
 * Checks a lexicon against the deck-building rules.
 *
 * @param pool - the cards it may use (default: the whole Lore pool).
 * @returns every error found; an empty list means the lexicon is legal.
 */
export function validateLexicon(
  lexicon: Lexicon,
  pool: ReadonlyMap<string, LoreCard> = POOL,
): LexiconError[] {
  const errors: LexiconError[] = [];
  const voidEntries: DeckEntry[] =
    lexicon.startingVoid?.kind === 'god' ? [{ card: lexicon.startingVoid.card, count: 1 }] : [];
  const all = [...lexicon.main, ...voidEntries, ...lexicon.sideboard, ...lexicon.grimoire];

  const totals = new Map<string, number>();
  for (const entry of all) {
    if (!Number.isInteger(entry.count) || entry.count < 1) {
      errors.push({ code: 'bad-count', rule: RULES.pool, card: entry.card, count: entry.count });
      continue;
    }
    const card = pool.get(entry.card);
    if (!card) {
      errors.push({ code: 'unknown-card', rule: RULES.pool, card: entry.card });
      continue;
    }
    if (card.token) errors.push({ code: 'token-in-deck', rule: RULES.token, card: entry.card });
    totals.set(entry.card, (totals.get(entry.card) ?? 0) + entry.count);
  }
  for (const [id, count] of totals) {
    const card = pool.get(id)!;
    const maximum = copyLimit(card);
    if (count > maximum) {
      const rule = hasSupertype(card, 'unique') ? RULES.unique : RULES.copies;
      errors.push({ code: 'too-many-copies', rule, card: id, count, maximum });
    }
  }

  const lexiconCount = countCards(lexicon.main) + voidEntries.length;
  if (lexiconCount < LEXICON_LIMITS.minimumLexicon) {
    errors.push({
      code: 'lexicon-too-small',
      rule: RULES.size,
      count: lexiconCount,
      minimum: LEXICON_LIMITS.minimumLexicon,
    });
  }
  const sideboardCount = countCards(lexicon.sideboard) + countCards(lexicon.grimoire);
  if (sideboardCount > LEXICON_LIMITS.maximumSideboard) {
    errors.push({
      code: 'sideboard-too-large',
      rule: RULES.sideboard,
      count: sideboardCount,
      maximum: LEXICON_LIMITS.maximumSideboard,
    });
  }
  const grimoireCount = countCards(lexicon.grimoire);
  if (grimoireCount > LEXICON_LIMITS.maximumGrimoire) {
    errors.push({
      code: 'grimoire-too-large',
      rule: RULES.grimoire,
      count: grimoireCount,
      maximum: LEXICON_LIMITS.maximumGrimoire,
    });
  }
  for (const entry of lexicon.grimoire) {
    const card = pool.get(entry.card);
    if (card && !hasSupertype(card, 'grimoire'))
      errors.push({ code: 'not-a-grimoire-spell', rule: RULES.grimoire, card: entry.card });
  }
  if (lexicon.startingVoid?.kind === 'god') {
    const card = pool.get(lexicon.startingVoid.card);
    if (card && !hasSupertype(card, 'god')) {
      errors.push({ code: 'void-card-not-a-god', rule: RULES.gods, card: lexicon.startingVoid.card });
    }
  }
  if (lexicon.startingVoid?.kind === 'tome' && grimoireCount === 0) {
    errors.push({ code: 'tome-without-grimoire', rule: RULES.grimoire });
  }
  return errors;
}
