/**
 * Whether a card has the inkwell symbol (CR 4.2.1): printed on it, or given to the cards of a
 * player's hand by a static (“All cards in your hand count as having {IW}”).
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import { cardOf, Z } from './board.js';
import { playerStatOf } from './stats.js';

/** The player stat of “all cards in your hand count as having {IW}”. */
export const HAND_INKABLE = 'handInkable';

/** Whether `card` counts as having the inkwell symbol now. */
export function isInkable(ctx: Ctx, card: CardId): boolean {
  if (cardOf(ctx, card).inkwell) return true;
  const owner = ctx.card(card).owner;
  return ctx.isIn(card, Z.hand, owner) && playerStatOf(ctx, owner, HAND_INKABLE) > 0;
}
