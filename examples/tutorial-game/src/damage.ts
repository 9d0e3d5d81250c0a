import type { CardId, Ctx, PlayerId } from '@cardloom/core';

/** Rule 6.4: damage on a creature stays on it until it leaves the field. */
export function damageCreature(ctx: Ctx, card: CardId, amount: number): void {
  if (amount > 0) ctx.addCounter(card, 'damage', amount);
}

/** Rule 6.3: damage to a player takes that much health away. */
export function damagePlayer(ctx: Ctx, player: PlayerId, amount: number): void {
  if (amount > 0) ctx.addPlayerCounter(player, 'health', -amount);
}
