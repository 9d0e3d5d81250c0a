import {
  type Action,
  type ActionSpec,
  type ActivatedAbility,
  type CardId,
  type CostPart,
  type Ctx,
  type PlayerId,
  payCounter,
  tapSelf,
} from '@cardloom/core';
import { canAct } from '../creatures.js';

/** Rule 10.1: an activated ability costs tapping its creature plus the embers in its `data`. */
export function abilityCost(ability: ActivatedAbility): CostPart[] {
  const embers = (ability.data as { embers?: number } | undefined)?.embers ?? 0;
  return [tapSelf(), payCounter('embers', embers)];
}

/** Rule 10: activate an ability of a creature on your field by paying its cost. */
export const activate: ActionSpec<Action & { card: CardId; ability: number }> = {
  type: 'activate',
  rule: 'Embers 10',
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    for (const card of ctx.cards('field', player)) {
      if (!canAct(ctx, card)) continue;
      const abilities = ctx.cardDef(card).abilities ?? [];
      abilities.forEach((ability, index) => {
        if (ability.kind === 'activated' && ctx.canPay(abilityCost(ability), player, card))
          out.push({ type: 'activate', player, card, ability: index });
      });
    }
  },
  perform(ctx, { player, card, ability }) {
    const found = ctx.cardDef(card).abilities?.[ability];
    if (found?.kind !== 'activated') return;
    ctx.pay(abilityCost(found), player, card);
    found.effect(ctx, card, player, null);
  },
};
