/**
 * Bringing forth into the void and calling forth out of it (Lore Mythos; Lore Zones: The void,
 * Grimoire; Lore 2.4).
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { LoreCard } from '../../cards/card.js';
import { type VoidOccupant, voidEntryViolation } from '../../rules/void.js';
import { C, E, S, V, Z } from './keys.js';
import { enterPlay } from './moves.js';
import { loreCard, mythos } from './queries.js';

/** What is in a player's void now: its cards, and the tome if the grimoire is there. */
export function voidOccupants(ctx: Ctx, player: PlayerId): VoidOccupant[] {
  const cards: VoidOccupant[] = ctx.cards(Z.void, player).map((c) => loreCard(ctx, c));
  return ctx.getVar(V.tome(player)) ? [...cards, 'tome'] : cards;
}

/** Whether a card may be brought forth into `player`'s void now. */
export function canBringForth(ctx: Ctx, player: PlayerId, card: LoreCard | 'tome'): boolean {
  return voidEntryViolation(voidOccupants(ctx, player), card) === null;
}

/** Brings a card forth into its owner's void, or sends it to the aether when the void refuses it. */
export function bringForth(ctx: Ctx, card: CardId, player: PlayerId): void {
  const legal = canBringForth(ctx, player, loreCard(ctx, card));
  ctx.move(card, legal ? Z.void : Z.aether, player, { cause: 'bring-forth', by: player, faceDown: false });
  ctx.emit({ type: E.broughtForth, card, player, legal });
}

/** Brings the grimoire forth from the sideboard into the void, where it is a tome. */
export function bringForthGrimoire(ctx: Ctx, player: PlayerId): void {
  const cards = ctx.cards(Z.grimoire, player).slice();
  if (cards.length === 0 || ctx.getVar(V.tome(player))) return;
  const legal = canBringForth(ctx, player, 'tome');
  for (const c of cards) ctx.move(c, legal ? Z.tome : Z.aether, player, { cause: 'bring-forth' });
  if (legal) ctx.setVar(V.tome(player), true);
  ctx.emit({ type: E.broughtForth, card: -1, player, legal });
}

/** Whether a void card's mythos requirement is met and it was not brought forth this turn. */
export function readyToCallForth(ctx: Ctx, card: CardId): boolean {
  return ctx.card(card).enteredTurn < ctx.turnNumber && mythos(ctx) >= ctx.printed(card, S.requirement);
}

/** Whether a void card must be called forth now (no magick cost, requirement met). */
export function isDueToCallForth(ctx: Ctx, card: CardId): boolean {
  return !loreCard(ctx, card).cost && readyToCallForth(ctx, card);
}

/** Void cards of `player` that must be called forth now (no magick cost, requirement met). */
export function dueToCallForth(ctx: Ctx, player: PlayerId): CardId[] {
  return ctx.cards(Z.void, player).filter((c) => isDueToCallForth(ctx, c));
}

/**
 * Calls a card forth from the void into play (a special occurrence, not "played"). After 2.4 it gets
 * its turn counter at once (Lore Mythos; README A32, A34).
 */
export function callForth(ctx: Ctx, card: CardId, player: PlayerId, afterTurnCounters: boolean): void {
  enterPlay(ctx, card, player, 'called');
  ctx.emit({ type: E.calledForth, card, player });
  if (afterTurnCounters) addTurnCounter(ctx, card);
}

/** Adds a turn counter to a card; its turn abilities trigger (Lore 2.5). */
export function addTurnCounter(ctx: Ctx, card: CardId): void {
  ctx.addCounter(card, C.turns, 1);
  ctx.emit({ type: E.turnCounter, card, count: ctx.counter(card, C.turns) });
}
