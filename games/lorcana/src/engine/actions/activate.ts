/**
 * Use an activated ability (CR 4.4, 6.3): exert costs need a dry character (CR 4.4.2) but items and
 * locations can use theirs the turn they are played (CR 5.5.4, 5.6.4); “Banish this item” is paid
 * before the effect, whose triggers wait for it (CR 6.3.3). Boost is an activated keyword used once
 * per turn (CR 8.4.1).
 *
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import type { ActivatedAbility } from '../../cards/vocabulary-abilities.js';
import { canPayOtherCosts, payOtherCosts } from '../activation-costs.js';
import { banishCards } from '../banish.js';
import { cardOf, freeUseStat, isDry, readyInk, Z } from '../board.js';
import { grantedAbilities, grantedBy } from '../granted.js';
import { holds } from '../language/conditions.js';
import { resolveEffect } from '../language/index.js';
import { payInk } from '../moves.js';
import { statOf } from '../stats.js';
import { putCardUnder } from '../under.js';

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

/** “Once during your turn”: the key counting uses of an ability of this card object this turn. */
function onceKey(ctx: Ctx, card: CardId, ability: number, grantedBy?: CardId): string {
  return `act.${card}.${ctx.card(card).stamp}.${ability}${grantedBy === undefined ? '' : `.${grantedBy}`}`;
}

/** Whether `player` can use the ability now, paying its ink (or, `free`, only its exert). */
export function canActivate(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  ability: ActivatedAbility,
  free = false,
  index?: number,
  grantedBy?: CardId,
): boolean {
  const cost = ability.cost;
  if (ability.condition && !holds(ctx, ability.condition, card, player)) return false;
  if (ability.oncePerTurn && ctx.countThisTurn(onceKey(ctx, card, index ?? -1, grantedBy)) > 0) return false;
  if (cost.exert) {
    if (ctx.card(card).tapped) return false;
    if (cardOf(ctx, card).type === 'character' && !isDry(ctx, card)) return false;
  }
  if (!free && !canPayOtherCosts(ctx, cost, card, player)) return false;
  return free || readyInk(ctx, player) >= (cost.ink ?? 0);
}

/** Whether a static lets `card`'s ability be used for free now, and that saves a cost (CR 1.5.5.4). */
function freeUse(ctx: Ctx, card: CardId, ability: ActivatedAbility): boolean {
  const saves = (ability.cost.ink ?? 0) > 0 || ability.cost.banishSelf === true;
  return saves && statOf(ctx, card, freeUseStat(ability.name)) > 0;
}

function boostKey(ctx: Ctx, card: CardId): string {
  return `boost.${card}.${ctx.card(card).stamp}`;
}

/** The activated-ability turn action. */
export const activateAction: ActionSpec<ActivateAction> = {
  type: 'activate',
  rule: '4.4',
  enumerate(ctx, player, out) {
    for (const card of ctx.cards(Z.play, player)) {
      const data = cardOf(ctx, card);
      (data.abilities ?? []).forEach((ability, index) => {
        if (ability.kind !== 'activated') return;
        if (canActivate(ctx, player, card, ability, false, index))
          out.push({ type: 'activate', player, card, ability: index });
        if (freeUse(ctx, card, ability) && canActivate(ctx, player, card, ability, true))
          out.push({ type: 'activate', player, card, ability: index, free: true });
      });
      for (const g of grantedAbilities(ctx, card)) {
        if (canActivate(ctx, player, card, g.ability, false, g.index, g.source))
          out.push({ type: 'activate', player, card, ability: g.index, grantedBy: g.source });
      }
      const boost = statOf(ctx, card, 'kw.boost');
      if (boost > 0 && ctx.countThisTurn(boostKey(ctx, card)) === 0 && readyInk(ctx, player) >= boost) {
        out.push({ type: 'activate', player, card, ability: -1 });
      }
    }
  },
  perform(ctx, action) {
    const { card, player } = action;
    if (action.ability < 0) {
      ctx.bump(boostKey(ctx, card));
      payInk(ctx, player, statOf(ctx, card, 'kw.boost'));
      const top = ctx.cards(Z.deck, player)[0];
      if (top !== undefined) putCardUnder(ctx, top, card, true, player);
      return;
    }
    const ability =
      action.grantedBy === undefined
        ? (cardOf(ctx, card).abilities![action.ability] as ActivatedAbility)
        : grantedBy(ctx, card, action.grantedBy, action.ability);
    if (!ability) return;
    if (ability.oncePerTurn) ctx.bump(onceKey(ctx, card, action.ability, action.grantedBy));
    if (ability.cost.exert) ctx.setTapped(card, true);
    // For free: the exert symbol is the only cost still paid (CR 1.5.5.4).
    if (action.free !== true) {
      payInk(ctx, player, ability.cost.ink ?? 0);
      if (ability.cost.banishSelf) banishCards(ctx, [card], { by: card });
      payOtherCosts(ctx, ability.cost, card, player);
    }
    resolveEffect(ctx, ability.effect, { source: card, controller: player });
  },
};
