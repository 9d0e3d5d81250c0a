/**
 * Dealing damage (Lore 4.9) and changing sanity. Damage to an object is marked on it and removed at
 * 5.2; damage from an object with Rot becomes permanent -1 HP counters (Lore keyword Rot); damage to
 * a player lowers their sanity.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { C, E } from './keys.js';
import { hasHp, hasKeyword, inPlay } from './queries.js';

/** Where damage comes from: a card (or -1) and whether it deals Rot damage. */
export interface DamageSource {
  readonly card: CardId;
  readonly rot: boolean;
}

/** The damage source of a card as it is now (Rot only counts for objects in play). */
export function sourceOf(ctx: Ctx, card: CardId): DamageSource {
  return { card, rot: card >= 0 && inPlay(ctx, card) && hasKeyword(ctx, card, 'rot') };
}

/** Damages an object with HP. */
export function damageObject(ctx: Ctx, source: DamageSource, card: CardId, amount: number): void {
  if (amount <= 0 || !inPlay(ctx, card) || !hasHp(ctx, card)) return;
  ctx.addCounter(card, source.rot ? C.hpMinus : C.damage, amount);
  ctx.emit({ type: E.damagedObject, source: source.card, card, amount, rot: source.rot });
}

/** Damages a player's sanity. */
export function damagePlayer(ctx: Ctx, source: DamageSource, player: PlayerId, amount: number): void {
  if (amount <= 0) return;
  ctx.addPlayerCounter(player, C.sanity, -amount);
  ctx.emit({ type: E.damagedPlayer, source: source.card, player, amount });
}

/** Changes sanity without damage (costs, "lose N sanity", "gain N sanity"). */
export function changeSanity(ctx: Ctx, player: PlayerId, delta: number): void {
  if (delta !== 0) ctx.addPlayerCounter(player, C.sanity, delta);
}
