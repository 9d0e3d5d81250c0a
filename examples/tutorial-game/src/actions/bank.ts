import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';

/**
 * Rule 4: once per turn you may bank a card — put a card from your hand face down into your reserve.
 * It fuels your embers from your next turn on, and gives you one ember right away.
 */
export const bank: ActionSpec<Action & { card: CardId }> = {
  type: 'bank',
  rule: 'Embers 4',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (ctx.countThisTurn('bank') > 0) return;
    for (const card of ctx.cards('hand', player)) out.push({ type: 'bank', player, card });
  },
  perform(ctx, { player, card }) {
    ctx.bump('bank');
    ctx.move(card, 'reserve', player, { cause: 'bank', by: player });
    ctx.addPlayerCounter(player, 'embers', 1);
  },
};
