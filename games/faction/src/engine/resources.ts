/**
 * Resources (F3): resource tokens exhausted into a pool that empties at the end of each phase, command
 * tokens, and the faction payment rule as a kernel cost part (F3.5, D7–D9).
 * @module
 */
import type { CardId, CostPart, Ctx, PlayerId } from '@cardloom/core';
import type { FactionId } from '../cards/vocabulary';
import { P, RESOURCE_KINDS, type ResourceKind } from './keys';

/** Ready resource tokens of a kind. */
export function readyTokens(ctx: Ctx, player: PlayerId, kind: ResourceKind): number {
  return ctx.playerCounter(player, P.tokens(kind)) - ctx.playerCounter(player, P.spent(kind));
}

/** Resources of a kind the player could use now: in the pool plus ready tokens. */
export function available(ctx: Ctx, player: PlayerId, kind: ResourceKind): number {
  return ctx.playerCounter(player, P.pool(kind)) + readyTokens(ctx, player, kind);
}

/** Every resource the player could use now. */
export function totalAvailable(ctx: Ctx, player: PlayerId): number {
  let total = 0;
  for (const kind of RESOURCE_KINDS) total += available(ctx, player, kind);
  return total;
}

/** Whether `amount` resources can be paid, at least one of `faction` when it is given (F3.5). */
export function canAfford(ctx: Ctx, player: PlayerId, amount: number, faction: FactionId | null): boolean {
  if (amount <= 0) return true;
  if (faction !== null && available(ctx, player, faction) < 1) return false;
  return totalAvailable(ctx, player) >= amount;
}

/** Takes one resource of a kind: from the pool first, else by exhausting a ready token (F3.1). */
function takeOne(ctx: Ctx, player: PlayerId, kind: ResourceKind, fromPool: boolean): boolean {
  if (fromPool) {
    if (ctx.playerCounter(player, P.pool(kind)) <= 0) return false;
    ctx.addPlayerCounter(player, P.pool(kind), -1);
    return true;
  }
  if (readyTokens(ctx, player, kind) <= 0) return false;
  ctx.addPlayerCounter(player, P.spent(kind), 1);
  return true;
}

/**
 * Pays `amount` resources (D9): the faction's one first, then the pool before tokens, factionless and
 * other kinds before the card's own faction, so faction sources stay ready when anything else will do.
 */
export function payResources(ctx: Ctx, player: PlayerId, amount: number, faction: FactionId | null): void {
  let left = amount;
  if (faction !== null && left > 0) {
    if (!takeOne(ctx, player, faction, true) && !takeOne(ctx, player, faction, false))
      throw new Error(`faction: ${faction} resource missing`);
    left--;
  }
  // Factionless first, the card's own faction last: faction resources are never worse to keep.
  const order: ResourceKind[] = ['none', ...RESOURCE_KINDS.filter((k) => k !== 'none' && k !== faction)];
  if (faction !== null) order.push(faction);
  for (const fromPool of [true, false]) {
    for (const kind of order) {
      while (left > 0 && takeOne(ctx, player, kind, fromPool)) left--;
    }
  }
  if (left > 0) throw new Error(`faction: ${left} resource(s) short`);
}

/** Cost parts already built, by amount and faction: legal-action listing asks for them constantly. */
const COST_PARTS = new Map<number, CostPart>();

/**
 * A cost part: `amount` resources with at least one of `faction` (F3.5). Its one payment is the best
 * choice (D9), so it never asks the payer.
 */
export function resourceCost(amount: number, faction: FactionId | null): CostPart {
  const key = amount * RESOURCE_KINDS.length + RESOURCE_KINDS.indexOf(faction ?? 'none');
  let part = COST_PARTS.get(key);
  if (!part) {
    part = {
      kind: 'faction-resources',
      label: faction ? `${amount} resources, one of them ${faction}` : `${amount} resources`,
      options: (ctx: Ctx, payer: PlayerId) => (canAfford(ctx, payer, amount, faction) ? [null] : []),
      pay: (ctx: Ctx, payer: PlayerId) => payResources(ctx, payer, amount, faction),
    };
    COST_PARTS.set(key, part);
  }
  return part;
}

/** Empties every player's pool (F3.3: resources expire at the end of each phase, D29). */
export function emptyPools(ctx: Ctx): void {
  for (let p = 0; p < ctx.playerCount; p++) {
    for (const kind of RESOURCE_KINDS) ctx.setPlayerCounter(p, P.pool(kind), 0);
  }
}

/** Readies a player's exhausted resource tokens (each had one counter, D11). */
export function readyResourceTokens(ctx: Ctx, player: PlayerId): void {
  for (const kind of RESOURCE_KINDS) ctx.setPlayerCounter(player, P.spent(kind), 0);
}

/** A player's command tokens. */
export function commandOf(ctx: Ctx, player: PlayerId): number {
  return ctx.playerCounter(player, P.command);
}

/** Spends one command token (F4.2). */
export function spendCommand(ctx: Ctx, player: PlayerId): void {
  ctx.addPlayerCounter(player, P.command, -1);
}

/** The acquisition cost to pay for a card in hand: printed cost with reductions, at least 1 for faction cards (D8). */
export function playCostOf(ctx: Ctx, card: CardId, faction: FactionId | null): number {
  const cost = ctx.stat(card, 'cost');
  return faction !== null ? Math.max(1, cost) : Math.max(0, cost);
}
