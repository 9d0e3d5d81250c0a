import type { CardId, Ctx } from '@cardloom/core';

/**
 * Rule 7.2: a destroyed creature goes to its owner's discard pile — unless a replacement effect
 * (rule 11) changes where it goes. The proposed `destroy` event passes through `ctx.replace` first.
 */
export function destroy(ctx: Ctx, card: CardId): void {
  const event = ctx.replace({ type: 'destroy', card, to: 'discard' });
  if (event === null) return;
  ctx.move(card, event.to, ctx.card(card).owner, { cause: 'destroy' });
}
