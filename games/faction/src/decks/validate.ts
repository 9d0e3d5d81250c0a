/**
 * The deck validator (decision D2): one faction plus factionless cards, a leader as main character,
 * 30–40 cards, at most 3 copies (1 of a unique card), no tokens and no other leaders in the main deck.
 * @module
 */

import type { Card } from '../cards/card';
import { findCard } from '../cards/pool/index';
import { DEFAULT_DECK_RULES, type DeckRules, deckSize, type FactionDeck } from './deck';
import { type DeckError, DeckValidationError } from './errors';

function mainErrors(deck: FactionDeck): DeckError[] {
  const main = findCard(deck.main);
  if (!main) {
    const message = deck.main ? `unknown main character '${deck.main}'` : 'the deck names no main character';
    return [{ code: 'unknown-card', card: deck.main ?? '', rule: 'D2', message }];
  }
  if (main.type === 'character' && main.leader) return [];
  return [
    {
      code: 'main-not-leader',
      card: deck.main,
      rule: 'D2',
      message: `${main.name} is not a leader and cannot be the main character`,
    },
  ];
}

function cardErrors(
  id: string,
  copies: number,
  card: Card,
  deck: FactionDeck,
  rules: DeckRules,
): DeckError[] {
  if (card.token)
    return [
      {
        code: 'token-in-deck',
        card: id,
        rule: 'F1.4',
        message: `${card.name} is a token and cannot be in a deck`,
      },
    ];
  if (card.type === 'character' && card.leader) {
    return [
      {
        code: 'leader-in-deck',
        card: id,
        rule: 'D2',
        message: `${card.name} is a leader: it can only be a main character`,
      },
    ];
  }
  const errors: DeckError[] = [];
  const max = card.unique ? 1 : rules.maxCopies;
  if (copies > max) {
    errors.push({
      code: 'too-many-copies',
      card: id,
      count: copies,
      max,
      rule: 'D2',
      message: `${copies} copies of ${card.name} (at most ${max})`,
    });
  }
  const deckFaction = findCard(deck.main)?.faction ?? null;
  if (card.faction !== null && card.faction !== deckFaction) {
    errors.push({
      code: 'off-faction',
      card: id,
      faction: card.faction,
      deckFaction,
      rule: 'D2',
      message: `${card.name} belongs to another faction than the main character`,
    });
  }
  return errors;
}

/**
 * Every reason the deck is not legal, in list order; an empty array means the deck is legal.
 *
 * @example
 * validateDeck({ name: 'x', main: 'admiral-serenne', cards: { sapling: 1 } });
 * // [{ code: 'token-in-deck', card: 'sapling', … }, { code: 'too-few-cards', size: 1, min: 30, … }]
 */
export function validateDeck(deck: FactionDeck, rules: DeckRules = DEFAULT_DECK_RULES): DeckError[] {
  const errors = mainErrors(deck);
  for (const [id, copies] of Object.entries(deck.cards)) {
    if (!Number.isInteger(copies) || copies < 1) {
      errors.push({
        code: 'bad-count',
        card: id,
        count: copies,
        rule: 'D2',
        message: `'${id}' has an invalid count ${copies}`,
      });
      continue;
    }
    const card = findCard(id);
    if (!card) errors.push({ code: 'unknown-card', card: id, rule: 'D2', message: `unknown card '${id}'` });
    else errors.push(...cardErrors(id, copies, card, deck, rules));
  }
  const size = deckSize(deck);
  if (size < rules.minSize) {
    errors.push({
      code: 'too-few-cards',
      size,
      min: rules.minSize,
      rule: 'D2',
      message: `${size} cards (at least ${rules.minSize})`,
    });
  }
  if (size > rules.maxSize) {
    errors.push({
      code: 'too-many-cards',
      size,
      max: rules.maxSize,
      rule: 'D2',
      message: `${size} cards (at most ${rules.maxSize})`,
    });
  }
  return errors;
}

/** Throws a {@link DeckValidationError} listing every problem when the deck is not legal. */
export function assertValidDeck(deck: FactionDeck, rules: DeckRules = DEFAULT_DECK_RULES): void {
  const errors = validateDeck(deck, rules);
  if (errors.length > 0) throw new DeckValidationError(deck.name, errors);
}
