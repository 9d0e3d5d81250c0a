/**
 * Activating abilities (F4.2g): pay the cost, then the effects go on the stack (F7.1); the activation
 * itself cannot be responded to (F7.4). `response` abilities may also be used while effects wait on the
 * stack (F7.2); in the end-of-Day window every player may use any of theirs (F4.2i, D25). The card
 * language's runner checks timing, once-per-turn limits and costs, and pays.
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import { boardOf, cardOf } from '../board';
import { FACTION_LANGUAGE } from '../language/index';
import { queueEffects } from '../stack';
import { windowOf } from '../windows';

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
    FACTION_LANGUAGE.activations(ctx, player, boardOf(ctx, player), ({ card, index }) =>
      out.push({ type: 'activate', player, card, ability: index }),
    );
  },
  perform(ctx: Ctx, action: ActivateAction) {
    const printed = cardOf(ctx, action.card);
    const ability = FACTION_LANGUAGE.activate(
      ctx,
      action.player,
      { card: action.card, index: action.ability },
      'F4.2g',
    );
    queueEffects(
      ctx,
      action.player,
      { def: printed.id, part: 'ability', index: action.ability, source: action.card },
      `${printed.name}: ${ability.name}`,
    );
  },
};
