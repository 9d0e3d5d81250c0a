/**
 * A buff's corners (Lightseekers 2.5.3, 2.6, 6 Unique, L16–L21): its rotation, its current top-left
 * corner and value X, and whether it would apply its effects leaving Element access aside (the Dormant
 * test on access is in `state.ts`, since access itself depends on items that buffs can make Dormant).
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import type { Corner } from '../../cards/vocabulary-cards.js';
import { buffOf, Z } from '../table/catalog.js';

/** Card counter: quarter turns from upright (0–3, L16). */
export const ROT = 'rot';
/** Card counter: 1 while a buff has rotated onto an empty corner or back upright, waiting to Expire. */
export const EXPIRING = 'expiring';

/** How many quarter turns a buff is from upright. */
export function rotationOf(ctx: Ctx, buff: CardId): number {
  return ctx.counter(buff, ROT);
}

/** Whether the buff has corners (rotating) rather than none (permanent, 2.5.3). */
export function isRotating(ctx: Ctx, buff: CardId): boolean {
  return buffOf(ctx, buff)?.corners !== undefined;
}

/** The corner currently top-left, or null (empty corner, or a permanent buff). */
export function topCorner(ctx: Ctx, buff: CardId): Corner | null {
  const corners = buffOf(ctx, buff)?.corners;
  return corners ? corners[rotationOf(ctx, buff) % 4] : null;
}

/** The value X in the current top-left corner (2.6); 0 when it has no number (L21). */
export function cornerValue(ctx: Ctx, buff: CardId): number {
  return topCorner(ctx, buff)?.value ?? 0;
}

/** Whether this is a second copy of a Unique buff its owner has in play (6 Unique). */
export function isUniqueDuplicate(ctx: Ctx, buff: CardId): boolean {
  const def = buffOf(ctx, buff);
  if (!def?.unique) return false;
  const owner = ctx.card(buff).owner;
  const first = ctx.cards(Z.buffs, owner).find((b) => ctx.card(b).def === def.id);
  return first !== buff;
}

/**
 * Whether a buff in play applies its effects (4.2.3) when Element access is left out: not a second
 * Unique copy, not waiting to Expire, and either permanent or with a top-left corner that has a symbol
 * and no cross.
 */
export function isActiveIgnoringAccess(ctx: Ctx, buff: CardId): boolean {
  if (!ctx.isIn(buff, Z.buffs)) return false;
  if (ctx.counter(buff, EXPIRING) > 0) return false;
  if (isUniqueDuplicate(ctx, buff)) return false;
  if (!isRotating(ctx, buff)) return true;
  const corner = topCorner(ctx, buff);
  return corner !== null && !corner.crossed;
}
