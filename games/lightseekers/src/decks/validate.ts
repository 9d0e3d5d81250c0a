/**
 * Deck rules (Lightseekers 2.1, 2.1.1): one hero, five different combos and thirty action cards with
 * at most three copies of each, unless the hero changes a count.
 * @module
 */
import { findCard } from '../cards/index.js';
import type { HeroCard } from '../cards/vocabulary-cards.js';

/** A deck list: the hero's id and the ids of the deck's cards (combos and action cards, repeated per copy). */
export interface DeckList {
  readonly hero: string;
  readonly cards: readonly string[];
}

/** Why a deck is not legal. */
export type DeckErrorCode =
  | 'unknown-card'
  | 'not-a-hero'
  | 'hero-in-deck'
  | 'combo-count'
  | 'duplicate-combo'
  | 'action-count'
  | 'too-many-copies';

/** One reason a deck is illegal, with the rule it breaks and the card involved. */
export interface DeckError {
  readonly code: DeckErrorCode;
  readonly rule: string;
  readonly message: string;
  readonly card?: string;
}

/** The most copies of one action card a deck may hold (2.1). */
export const MAX_COPIES = 3;
/** Combo cards in a deck unless the hero says otherwise (2.1). */
export const DEFAULT_COMBOS = 5;
/** Action cards in a deck unless the hero says otherwise (2.1). */
export const DEFAULT_ACTIONS = 30;

/** How many combos and action cards this hero's deck holds (2.1.1: changes affect only their own type). */
export function deckSizeFor(hero: HeroCard): { combos: number; actions: number } {
  return { combos: hero.deck?.combos ?? DEFAULT_COMBOS, actions: hero.deck?.actions ?? DEFAULT_ACTIONS };
}

function countIds(ids: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Every way the deck breaks the deck rules; an empty list means the deck is legal. */
export function validateDeck(deck: DeckList): DeckError[] {
  const errors: DeckError[] = [];
  const hero = findCard(deck.hero);
  if (hero?.kind !== 'hero') {
    errors.push({
      code: hero ? 'not-a-hero' : 'unknown-card',
      rule: 'Lightseekers 2.1',
      message: deck.hero ? `${deck.hero} is not a hero card` : 'the deck names no hero',
      card: deck.hero,
    });
  }
  const combos: string[] = [];
  const actions: string[] = [];
  for (const id of deck.cards) {
    const card = findCard(id);
    if (!card)
      errors.push({
        code: 'unknown-card',
        rule: 'Lightseekers 2.1',
        message: `Unknown card ${id}`,
        card: id,
      });
    else if (card.kind === 'hero')
      errors.push({
        code: 'hero-in-deck',
        rule: 'Lightseekers 2.1',
        message: `Hero ${id} can't be in the deck`,
        card: id,
      });
    else (card.kind === 'combo' ? combos : actions).push(id);
  }
  const size =
    hero?.kind === 'hero' ? deckSizeFor(hero) : { combos: DEFAULT_COMBOS, actions: DEFAULT_ACTIONS };
  const changed = hero?.kind === 'hero' && hero.deck ? 'Lightseekers 2.1.1' : 'Lightseekers 2.1';
  if (combos.length !== size.combos) {
    errors.push({
      code: 'combo-count',
      rule: changed,
      message: `The deck needs ${size.combos} combo cards, found ${combos.length}`,
    });
  }
  for (const [id, n] of countIds(combos)) {
    if (n > 1)
      errors.push({
        code: 'duplicate-combo',
        rule: 'Lightseekers 2.1',
        message: `${n} copies of combo ${id}`,
        card: id,
      });
  }
  if (actions.length !== size.actions) {
    errors.push({
      code: 'action-count',
      rule: changed,
      message: `The deck needs ${size.actions} action cards, found ${actions.length}`,
    });
  }
  for (const [id, n] of countIds(actions)) {
    if (n > MAX_COPIES) {
      errors.push({
        code: 'too-many-copies',
        rule: 'Lightseekers 2.1',
        message: `${n} copies of ${id}; at most ${MAX_COPIES}`,
        card: id,
      });
    }
  }
  return errors;
}

/** Thrown by {@link assertValidDeck}: carries every {@link DeckError}. */
export class InvalidDeckError extends Error {
  override readonly name = 'InvalidDeckError';
  constructor(readonly errors: readonly DeckError[]) {
    super(`Illegal Lightseekers deck: ${errors.map((e) => `${e.message} (${e.rule})`).join('; ')}`);
  }
}

/** Throws an {@link InvalidDeckError} unless the deck is legal. */
export function assertValidDeck(deck: DeckList): void {
  const errors = validateDeck(deck);
  if (errors.length > 0) throw new InvalidDeckError(errors);
}

/** The card list `createGame` takes for a deck: the hero first, then the deck's cards (3.2). */
export function kernelDeck(deck: DeckList): string[] {
  return [deck.hero, ...deck.cards];
}

/** The deck list of a `createGame` card list (the hero first; 3.2). */
export function fromKernelDeck(cards: readonly string[]): DeckList {
  const [hero = '', ...rest] = cards;
  return { hero, cards: rest };
}
