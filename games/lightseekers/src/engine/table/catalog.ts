/**
 * Bridges kernel card instances to the card vocabulary, and names the zones (Lightseekers 3.4).
 * @module
 */
import type { CardId, Ctx, ZoneSpec } from '@cardloom/core';
import { getCard } from '../../cards/index.js';
import type { BuffBody, Card, ItemBody } from '../../cards/vocabulary-cards.js';
import type { Ability, Modifier, Trigger } from '../../cards/vocabulary-effects.js';
import type { Affinity } from '../../cards/vocabulary-elements.js';

/** Zone names (3.4): hand, deck, buff area, discard pile, hero, wielded items, plus limbo and stored cards. */
export const Z = {
  deck: 'deck',
  hand: 'hand',
  buffs: 'buffs',
  discard: 'discard',
  hero: 'hero',
  items: 'items',
  /** A played card while it is handled (4.3.3), and combo payment waiting to go back to the deck. */
  limbo: 'limbo',
  /** Cards stored under buffs (6.1.4): not in play. */
  stored: 'stored',
} as const;

/** The zone specs of the game (3.4.1–3.4.6, 4.3.3, 6.1.4). */
export const ZONES: readonly ZoneSpec[] = [
  { name: Z.deck, owner: 'player', ordered: true, visibility: 'count', faceDown: true },
  { name: Z.hand, owner: 'player', ordered: false, visibility: 'owner' },
  /** Buffs in the order they were played (3.4.3): index 0 is the leftmost. */
  { name: Z.buffs, owner: 'player', ordered: true, visibility: 'public' },
  /** Index 0 is the top card (3.4.4). */
  // 3.4.4: face up, but only the top card (and the last turn's discards) is public to other players.
  { name: Z.discard, owner: 'player', ordered: true, visibility: 'owner', topPublic: true },
  { name: Z.hero, owner: 'player', ordered: false, visibility: 'public' },
  /** Items in the order they were equipped (4.2.1). */
  { name: Z.items, owner: 'player', ordered: true, visibility: 'public' },
  { name: Z.limbo, owner: 'player', ordered: true, visibility: 'public' },
  { name: Z.stored, owner: 'player', ordered: true, visibility: 'hidden', faceDown: true },
];

/** The vocabulary card of a card instance. */
export function cardOf(ctx: Ctx, card: CardId): Card {
  return getCard(ctx.card(card).def);
}

/** The buff body of a card instance, if it is a buff (action or combo). */
export function buffOf(ctx: Ctx, card: CardId): (Card & BuffBody) | null {
  const c = cardOf(ctx, card);
  return c.kind !== 'hero' && c.category === 'buff' ? c : null;
}

/** The item body of a card instance, if it is an item. */
export function itemOf(ctx: Ctx, card: CardId): (Card & ItemBody) | null {
  const c = cardOf(ctx, card);
  return c.kind === 'action' && c.category === 'item' ? c : null;
}

/** The Elements or Orders a card needs (an action's requirement, a combo's cost); items need none. */
export function requirementsOf(card: Card): readonly Affinity[] {
  if (card.kind === 'hero') return [];
  return card.kind === 'combo' ? card.cost : card.requires;
}

/** The affinities a card shows for filters and payment: its requirement, or an item's granted Element. */
export function affinitiesOf(card: Card): readonly Affinity[] {
  if (card.kind === 'hero') return card.stats.map((s) => s.element);
  if (card.kind === 'action' && card.category === 'item') return card.grants ? [card.grants.element] : [];
  return requirementsOf(card);
}

/** Whether a card has a body that works in play with lingering effects, triggers and Abilities. */
function inPlayBody(card: Card): card is Card & (BuffBody | ItemBody) {
  return card.kind !== 'hero' && (card.category === 'buff' || card.category === 'item');
}

/** A card's printed lingering modifiers: a hero's trait's, a buff's or an item's (4.2.3). */
export function lingeringOf(card: Card): readonly Modifier[] {
  if (card.kind === 'hero') return card.trait.lingering ?? [];
  return inPlayBody(card) ? (card.lingering ?? []) : [];
}

/** A card's printed triggers: a hero's trait's, a buff's or an item's (not those from the discard pile). */
export function triggersOf(card: Card): readonly Trigger[] {
  if (card.kind === 'hero') return card.trait.triggers ?? [];
  return inPlayBody(card) ? (card.triggers ?? []) : [];
}

/** A card's printed Abilities: a hero's trait's, a buff's or an item's (4.3.2). */
export function abilitiesOf(card: Card): readonly Ability[] {
  if (card.kind === 'hero') return card.trait.ability ? [card.trait.ability] : [];
  return inPlayBody(card) ? (card.abilities ?? []) : [];
}
