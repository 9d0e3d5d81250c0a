import type { Ctx, PlayerId } from '@cardloom/core';

/** Rule 8.2: a player who must draw from an empty deck loses at once. */
export function drawOrLose(ctx: Ctx, player: PlayerId): void {
  if (ctx.count('deck', player) === 0) ctx.lose(player, 'deck-out');
  else ctx.draw(player, 1);
}
