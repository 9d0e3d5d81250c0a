import {
  type Action,
  type ActionSpec,
  type CardId,
  type Ctx,
  type PlayerId,
  payCounter,
} from '@cardloom/core';

/** Rule 5.1: a creature costs its `cost` in embers. */
function summonCost(ctx: Ctx, card: CardId) {
  return [payCounter('embers', ctx.stat(card, 'cost'))];
}

/** Rule 5: summon a creature from your hand onto your field by paying its cost. */
export const summon: ActionSpec<Action & { card: CardId }> = {
  type: 'summon',
  rule: 'Embers 5',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    for (const card of ctx.cards('hand', player))
      if (ctx.canPay(summonCost(ctx, card), player, card)) out.push({ type: 'summon', player, card });
  },
  perform(ctx, { player, card }) {
    ctx.pay(summonCost(ctx, card), player, card);
    ctx.move(card, 'field', player, { cause: 'summon', by: player });
  },
};
