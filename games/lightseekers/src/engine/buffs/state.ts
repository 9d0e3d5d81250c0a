/**
 * Whether a buff is Dormant or active (Lightseekers 4.2.3, 6 Dormant, 6 Unique, L22): its corners'
 * state (`corners.ts`) plus its owner's access to the Elements it needs.
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import { isValid } from '../elements/card-filters.js';
import { buffOf } from '../table/catalog.js';
import { isActiveIgnoringAccess, isUniqueDuplicate } from './corners.js';

/**
 * Whether a buff is Dormant (6 Dormant, L22): a second Unique copy, or its owner no longer has the
 * Elements it needs.
 */
export function isDormantBuff(ctx: Ctx, buff: CardId): boolean {
  if (!buffOf(ctx, buff)) return false;
  return isUniqueDuplicate(ctx, buff) || !isValid(ctx, ctx.card(buff).owner, buff);
}

/**
 * Whether a buff in play applies its effects (4.2.3): not Dormant, not waiting to Expire, and either
 * permanent or with a top-left corner that has a symbol and no cross.
 */
export function isActiveBuff(ctx: Ctx, buff: CardId): boolean {
  return isActiveIgnoringAccess(ctx, buff) && isValid(ctx, ctx.card(buff).owner, buff);
}
