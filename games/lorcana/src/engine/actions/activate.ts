/**
 * Use an activated ability (CR 4.4, 6.3): exert costs need a dry character (CR 4.4.2) but items and
 * locations can use theirs the turn they are played (CR 5.5.4, 5.6.4); “Banish this item” is paid
 * before the effect, whose triggers wait for it (CR 6.3.3). Boost is an activated keyword used once
 * per turn (CR 8.4.1).
 *
 * The card language's activation runner (`LORCANA.activations` / `LORCANA.activate`) finds and pays
 * them all: printed abilities and their “while” conditions, use for free (an alternate cost, CR
 * 1.5.5.4), abilities a static of another card gives (CR 6.4) and Boost (see `language/activations.ts`).
 *
 * @module
 */
import type { Action, ActionSpec, CardId, PlayerId } from '@cardloom/core';
import type { Activation } from '@cardloom/core/cards';
import { LORCANA, resolveEffect } from '../language/index.js';
import { inPlay } from '../state/board.js';

/**
 * `{ type: 'activate', player, card, ability }`; `ability` -1 is Boost. `free: true` uses the ability
 * for free where a static allows it: nothing is paid but the exert symbol (CR 1.5.5.4).
 */
export type ActivateAction = Action & {
  readonly card: CardId;
  readonly ability: number;
  readonly free?: boolean;
  /** For an ability a static gives the card: the card whose ability `ability` gives it (CR 6.4). */
  readonly grantedBy?: CardId;
};

/** The turn action of an activation, its fields in a fixed order. */
function actionOf(player: PlayerId, { card, index, free, grantedBy }: Activation): ActivateAction {
  if (grantedBy !== undefined)
    return free
      ? { type: 'activate', player, card, ability: index, free, grantedBy }
      : { type: 'activate', player, card, ability: index, grantedBy };
  return free
    ? { type: 'activate', player, card, ability: index, free }
    : { type: 'activate', player, card, ability: index };
}

/** The activated-ability turn action. */
export const activateAction: ActionSpec<ActivateAction> = {
  type: 'activate',
  rule: '4.4',
  enumerate(ctx, player, out) {
    LORCANA.activations(ctx, player, inPlay(ctx, player), (activation) =>
      out.push(actionOf(player, activation)),
    );
  },
  perform(ctx, action) {
    const { card, player } = action;
    const activation: Activation = {
      card,
      index: action.ability,
      ...(action.free === true ? { free: true } : {}),
      ...(action.grantedBy === undefined ? {} : { grantedBy: action.grantedBy }),
    };
    const ability = LORCANA.activate(ctx, player, activation, '4.4');
    resolveEffect(ctx, ability.effects, { source: card, controller: player });
  },
};
