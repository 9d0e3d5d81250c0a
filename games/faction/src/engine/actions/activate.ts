/**
 * Activating abilities (F4.2g): pay the cost, then the effects go on the stack (F7.1); the activation
 * itself cannot be responded to (F7.4). `response` abilities may also be used while effects wait on the
 * stack (F7.2); in the end-of-Day window every player may use any of theirs (F4.2i, D25).
 * @module
 */
import type { Action, ActionSpec, CardId, CostPart, Ctx, PlayerId } from '@cardloom/core';
import { moveCards } from '@cardloom/core';
import type { ActivationCost } from '../../cards/vocabulary-abilities';
import { boardOf, cardOf, exhaust, isLive } from '../board';
import { K, Z } from '../keys';
import { resourceCost } from '../resources';
import { queueEffects } from '../stack';
import { usefulNow, windowOf } from '../windows';

/** Exhaust the ability's own card (D10): it must be live and ready. */
const exhaustSelf: CostPart = {
  kind: 'exhaust-self',
  label: 'exhaust this card',
  options: (ctx, _payer, source) => (source >= 0 && isLive(ctx, source) ? [null] : []),
  pay: (ctx, _payer, source) => exhaust(ctx, source, 1),
};

/** Cost parts per printed cost (card data never changes, so they are built once). */
const PARTS = new WeakMap<ActivationCost, CostPart[]>();

/** The kernel cost parts of an activation cost. */
export function activationCost(cost: ActivationCost): CostPart[] {
  const known = PARTS.get(cost);
  if (known) return known;
  const parts: CostPart[] = [];
  PARTS.set(cost, parts);
  if (cost.exhaust) parts.push(exhaustSelf);
  if (cost.resources) parts.push(resourceCost(cost.resources, null));
  if (cost.discard)
    parts.push(moveCards({ zone: Z.hand, count: cost.discard, to: Z.discard, cause: 'cost' }));
  return parts;
}

type ActivateAction = Action & { card: CardId; ability: number };

/** F4.2g: activate an ability of a card you control. */
export const activateAction: ActionSpec<ActivateAction> = {
  type: 'activate',
  rule: 'F4.2g',
  windows: ['turn', 'priority'],
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    const window = windowOf(ctx);
    if (window === 'none' || window === 'combat') return;
    if (window === 'day' && player !== ctx.active) return;
    for (const card of boardOf(ctx, player)) {
      if (!isLive(ctx, card)) continue;
      const stamp = ctx.card(card).stamp;
      cardOf(ctx, card).abilities.forEach((ability, index) => {
        if (ability.kind !== 'activated') return;
        if (window === 'stack' && ability.timing !== 'response') return;
        if (ability.oncePerTurn && ctx.countThisTurn(K.ability(card, stamp, index)) > 0) return;
        if (!usefulNow(ctx, ability.effects)) return;
        if (!ctx.canPay(activationCost(ability.cost), player, card)) return;
        out.push({ type: 'activate', player, card, ability: index });
      });
    }
  },
  perform(ctx: Ctx, action: ActivateAction) {
    const printed = cardOf(ctx, action.card);
    const ability = printed.abilities[action.ability];
    if (ability?.kind !== 'activated')
      throw new Error(`faction: ${printed.id} has no activated ability ${action.ability}`);
    ctx.pay(activationCost(ability.cost), action.player, action.card, 'F4.2g');
    if (ability.oncePerTurn) ctx.bump(K.ability(action.card, ctx.card(action.card).stamp, action.ability));
    queueEffects(
      ctx,
      action.player,
      { def: printed.id, part: 'ability', index: action.ability, source: action.card },
      `${printed.name}: ${ability.name}`,
    );
  },
};
