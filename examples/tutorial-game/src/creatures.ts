import type { CardId, Ctx } from '@cardloom/core';

/**
 * Rule 6.1: a creature can attack (or pay a tap cost) when it is untapped and has been on your field
 * since your turn began.
 */
export function canAct(ctx: Ctx, card: CardId): boolean {
  const c = ctx.card(card);
  return !c.tapped && c.enteredTurn < ctx.turnNumber;
}
