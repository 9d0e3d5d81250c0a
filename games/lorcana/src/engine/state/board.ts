/**
 * Reading the Lorcana board through the kernel context: zones, card kinds, damage, dryness,
 * locations, lore and ink, and computed characteristics (CR 5.1, 6.6).
 *
 * @module
 */
import {
  type CardId,
  contextCache,
  type Ctx,
  type GameDefinition,
  type PlayerId,
  type ZoneHandle,
} from '@cardloom/core';
import type { LorcanaCard } from '../../cards/card.js';
import { statOf } from './stats.js';
import { cardData, stored } from './stored.js';

/** Zone names of the Lorcana definition (CR 7). `under` holds cards under other cards (CR 5.1.1.5). */
export const Z = {
  deck: 'deck',
  hand: 'hand',
  play: 'play',
  inkwell: 'inkwell',
  discard: 'discard',
  under: 'under',
} as const;

/** Card counters: damage (CR 1.9), the location a character is at, and dryness overrides. */
export const C = {
  damage: 'damage',
  /** Location card id + 1 of the location this character is at. */
  at: 'at',
  /** The location's stamp when the character moved there. */
  atStamp: 'atStamp',
  /** Turn the character counts as having entered play (Shift keeps the base's, CR 8.10.4). */
  since: 'since',
} as const;

/** Player counters. */
export const P = { lore: 'lore' } as const;

/** Card data by instance id, for each game (a card's definition never changes). */
const CARDS = contextCache((): LorcanaCard[] => []);

/** The Lorcana card data behind a card instance. */
export function cardOf(ctx: Ctx, card: CardId): LorcanaCard {
  const cards = CARDS.of(ctx);
  return (cards[card] ??= cardData(ctx.cardDef(card).data));
}

/** Whether a card is a character (CR 5.3). */
export function isCharacter(ctx: Ctx, card: CardId): boolean {
  return cardOf(ctx, card).type === 'character';
}

// The Play zone's handle for the last definition asked about (one definition in nearly every process):
// the play zone is read many times per listing of legal actions.
let playFor: GameDefinition | null = null;
let playHandle = 0 as ZoneHandle;

/** The Play zone's handle. */
export function playZone(ctx: Ctx): ZoneHandle {
  if (ctx.def !== playFor) {
    playHandle = ctx.zone(Z.play);
    playFor = ctx.def;
  }
  return playHandle;
}

/** Cards of a player in play: faceup in the Play zone and not under another card (CR 5.1.1.8). */
export function inPlay(ctx: Ctx, player: PlayerId): readonly CardId[] {
  return ctx.cardsIn(playZone(ctx), player);
}

/** Whether a card is in play (its owner's Play zone). Resolving actions are not “in play” cards. */
export function isInPlay(ctx: Ctx, card: CardId): boolean {
  return ctx.isInZone(card, playZone(ctx)) && cardOf(ctx, card).type !== 'action';
}

/** A player's characters in play. */
export function charactersOf(ctx: Ctx, player: PlayerId): CardId[] {
  // A loop rather than `filter`: this runs several times per listing of legal actions.
  const zone = inPlay(ctx, player);
  const out: CardId[] = [];
  for (let i = 0; i < zone.length; i++) if (cardOf(ctx, zone[i]).type === 'character') out.push(zone[i]);
  return out;
}

/** Damage on a card (CR 1.9). */
export function damageOf(ctx: Ctx, card: CardId): number {
  return ctx.state.cards[card].counters.damage ?? 0;
}

/**
 * Dry: in play since the start of its player's turn (CR 1.7.5, 5.1.1.12). A shifted character
 * counts from when the character under it entered (CR 8.10.4).
 */
export function isDry(ctx: Ctx, card: CardId): boolean {
  const since = ctx.counter(card, C.since) || ctx.card(card).enteredTurn;
  return since < ctx.turnNumber;
}

/** The location a character is at, or -1 (CR 4.7). */
export function locationOf(ctx: Ctx, card: CardId): CardId {
  const at = ctx.counter(card, C.at) - 1;
  if (at < 0) return -1;
  const loc = ctx.card(at);
  if (loc.stamp !== ctx.counter(card, C.atStamp) || !ctx.isIn(at, Z.play)) return -1;
  return at;
}

/** A player's lore total (CR 1.11). */
export function loreOf(ctx: Ctx, player: PlayerId): number {
  return ctx.playerCounter(player, P.lore);
}

/** Ready ink cards in a player's inkwell (CR 7.5.1). */
export function readyInk(ctx: Ctx, player: PlayerId): number {
  let n = 0;
  for (const c of ctx.cards(Z.inkwell, player)) if (!ctx.card(c).tapped) n++;
  return n;
}

/** The challenge in progress, if any (CR 4.6). */
export interface ChallengeInfo {
  readonly attacker: CardId;
  readonly defender: CardId;
  readonly attackerStamp: number;
  readonly defenderStamp: number;
}

/** The current challenge, kept in the `challenge` var while it lasts (CR 4.6.2). */
export function currentChallenge(ctx: Ctx): ChallengeInfo | null {
  return stored<ChallengeInfo>(ctx.getVar('challenge')) ?? null;
}

/** Whether the card is in the current challenge as the challenger (CR 4.6.4.5). */
export function isChallenging(ctx: Ctx, card: CardId): boolean {
  const ch = currentChallenge(ctx);
  return ch !== null && ch.attacker === card && ctx.card(card).stamp === ch.attackerStamp;
}

/**
 * Strength, with Challenger while challenging (CR 8.5.1). May be negative (CR 6.6.1.2); callers that
 * deal damage use {@link effectiveStrength}.
 */
export function strengthOf(ctx: Ctx, card: CardId): number {
  let s = statOf(ctx, card, 'strength');
  if (isChallenging(ctx, card)) s += statOf(ctx, card, 'kw.challenger');
  return s;
}

/** Strength for dealing damage or comparisons: negative counts as 0 (CR 6.6.2). */
export function effectiveStrength(ctx: Ctx, card: CardId): number {
  return Math.max(0, strengthOf(ctx, card));
}

/** Willpower (CR 5.3.6.3). */
export function willpowerOf(ctx: Ctx, card: CardId): number {
  return statOf(ctx, card, 'willpower');
}

/** Lore value; negative counts as 0 (CR 6.6.3). */
export function loreValueOf(ctx: Ctx, card: CardId): number {
  return Math.max(0, statOf(ctx, card, 'lore'));
}

/** The stat a “use [ability] for free” static raises on its own card (CR 1.5.5.4). */
export function freeUseStat(abilityName: string): string {
  return `freeUse.${abilityName}`;
}
