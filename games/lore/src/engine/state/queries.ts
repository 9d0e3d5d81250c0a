/**
 * Reading the Lore state through the kernel context: computed STR and HP, keywords, creature types,
 * mythos, sanity and the current combat. Pure reads; nothing here changes the game.
 *
 * @module
 */
import type { CardDefinition, CardId, Ctx, PlayerId } from '@cardloom/core';
import { keywordsGrantedBy } from '../../cards/analysis.js';
import type { LoreCard } from '../../cards/card.js';
import { LORE_CARDS } from '../../cards/pool/index.js';
import type { ObjectKeyword } from '../../cards/vocabulary.js';
import { cardFacts, cardFactsById } from './card-facts.js';
import { C, kw, S, V, Z } from './keys.js';

/** The Lore encoding of a card definition id (undefined for section markers). */
export function loreCardById(id: string): LoreCard | undefined {
  return cardFactsById(id)?.card;
}

/** The Lore encoding of a card instance. */
export function loreCard(ctx: Ctx, card: CardId): LoreCard {
  return cardFacts(ctx, card).card;
}

/** A card instance with the stamp it had: stale once the card changes zone (a new object). */
export type CardRef = {
  readonly id: CardId;
  readonly stamp: number;
};

/** A reference to a card as the object it is now. */
export function refOf(ctx: Ctx, card: CardId): CardRef {
  return { id: card, stamp: ctx.card(card).stamp };
}

/** Whether the referenced object still exists as the same object. */
export function isCurrent(ctx: Ctx, ref: CardRef): boolean {
  return ctx.card(ref.id).stamp === ref.stamp;
}

/** Whether a card is in play (any player's play zone). */
export function inPlay(ctx: Ctx, card: CardId): boolean {
  return ctx.isIn(card, Z.play);
}

/** Every object in play, in seat order. */
export function objectsInPlay(ctx: Ctx): CardId[] {
  return ctx.allCards(Z.play);
}

/** The keywords each card of the pool can give objects (card id → keywords; most give none). */
const GRANTS = new Map<string, ReadonlySet<ObjectKeyword>>(
  LORE_CARDS.flatMap((c) => {
    const granted = keywordsGrantedBy(c);
    return granted.size > 0 ? [[c.id, granted] as const] : [];
  }),
);

/** Keywords some card of the pool can give: only these need the computed characteristic. */
const GRANTABLE = new Set([...GRANTS.values()].flatMap((k) => [...k]));

/**
 * Per grantable keyword, whether this game's cards can give it: a `ctx.presentMemo` builder, which is
 * also the memo's key (module-level, so asking allocates nothing).
 */
const GRANTED_HERE = new Map(
  [...GRANTABLE].map((keyword) => [
    keyword,
    (cards: readonly CardDefinition[]) => cards.some((c) => GRANTS.get(c.id)?.has(keyword) === true),
  ]),
);

/**
 * Whether the card has a keyword (printed or granted). A keyword no card of this game can give is
 * printed or absent, so the card's printed stats answer without computing the characteristic (which
 * is recomputed after every change of the state, and combat asks for keywords per pair of objects).
 */
export function hasKeyword(ctx: Ctx, card: CardId, keyword: ObjectKeyword): boolean {
  const grantedHere = GRANTED_HERE.get(keyword);
  if (grantedHere === undefined || !ctx.presentMemo(grantedHere, grantedHere))
    return ctx.printed(card, kw(keyword)) > 0;
  return ctx.has(card, kw(keyword));
}

/** Whether the card is a creature. */
export function isCreature(ctx: Ctx, card: CardId): boolean {
  return ctx.isType(card, 'creature');
}

/** Whether the card has printed HP (creatures, locations, relics): it can be damaged and attacked. */
export function hasHp(ctx: Ctx, card: CardId): boolean {
  return ctx.printed(card, S.hp) > 0;
}

/** The net of a card's +1 and -1 STR counters. */
export function strCounters(ctx: Ctx, card: CardId): number {
  return ctx.counter(card, C.strPlus) - ctx.counter(card, C.strMinus);
}

/** Current STR: computed stat plus STR counters, never below 0. */
export function strOf(ctx: Ctx, card: CardId): number {
  return Math.max(0, ctx.stat(card, S.str) + strCounters(ctx, card));
}

/** HP before damage: computed stat plus HP counters (Rot's -1 HP counters lower it for good). */
export function maxHpOf(ctx: Ctx, card: CardId): number {
  return ctx.stat(card, S.hp) + ctx.counter(card, C.hpPlus) - ctx.counter(card, C.hpMinus);
}

/** HP left: max HP minus damage marked this turn. */
export function remainingHp(ctx: Ctx, card: CardId): number {
  return maxHpOf(ctx, card) - ctx.counter(card, C.damage);
}

/** Creature types a creature can gain (Shapeshifter), by their stat names (built once: looked up by name). */
const GAINED_TYPES = new Map(
  ['Human', 'Yaddithian', 'Abyssal', 'Starborn', 'Horror', 'Ghoul', 'Beast', 'Spirit'].map((t) => [
    t,
    `trait.${t}`,
  ]),
);

/** Creature types: printed subtypes (not Weapon) and types gained (Shapeshifter). */
export function creatureTypes(ctx: Ctx, card: CardId): Set<string> {
  const types = new Set<string>();
  for (const t of ctx.cardDef(card).traits ?? []) if (t !== 'Weapon') types.add(t);
  for (const [t, stat] of GAINED_TYPES) if (ctx.stat(card, stat) > 0) types.add(t);
  return types;
}

/** `creatureTypes(ctx, card).has(type)` without building the set (listing equips asks it per creature). */
export function hasCreatureType(ctx: Ctx, card: CardId, type: string): boolean {
  if (type !== 'Weapon' && ctx.cardDef(card).traits?.includes(type)) return true;
  const stat = GAINED_TYPES.get(type);
  return stat !== undefined && ctx.stat(card, stat) > 0;
}

/** Whether a creature is dazed (Lore Other Terminology: Dazed). */
export function isDazed(ctx: Ctx, card: CardId): boolean {
  return ctx.counter(card, C.dazed) > 0;
}

/** Whether a card is evoked (turned sideways). */
export function isEvoked(ctx: Ctx, card: CardId): boolean {
  return ctx.card(card).tapped;
}

/** Whether a card may use its activated abilities now: creatures not dazed, or dazed with Blistering. */
export function canActivate(ctx: Ctx, card: CardId): boolean {
  if (!isCreature(ctx, card)) return true;
  return !isDazed(ctx, card) || hasKeyword(ctx, card, 'blistering');
}

/** The mythos in the shared pool. */
export function mythos(ctx: Ctx): number {
  return (ctx.getVar<number>(V.mythos) ?? 0) as number;
}

/** A player's sanity. */
export function sanity(ctx: Ctx, player: PlayerId): number {
  return ctx.playerCounter(player, C.sanity);
}

/**
 * The single opponent of a two-player game (the first in turn order after `player`): the first of
 * `ctx.opponents(player)`, or `player` when there is none, found without listing them.
 */
export function opponentOf(ctx: Ctx, player: PlayerId): PlayerId {
  const seats = ctx.playerCount;
  for (let i = 1; i <= seats; i++) {
    const other = (player + i) % seats;
    if (ctx.isOpponent(player, other)) return other;
  }
  return player;
}
