/**
 * Stored cards (Lightseekers 6.1.4): cards kept face down under a buff, not in play.
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import { Z } from '../table/catalog.js';

/** Cards stored under a buff, first stored first (6.1.4). */
export function storedUnder(ctx: Ctx, buff: CardId): CardId[] {
  return ctx.cards(Z.stored, ctx.card(buff).owner).filter((c) => ctx.card(c).attachedTo === buff);
}
