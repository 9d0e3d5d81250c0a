/**
 * Use an activated ability (CR 4.4, 6.3): exert costs need a dry character (CR 4.4.2) but items and
 * locations can use theirs the turn they are played (CR 5.5.4, 5.6.4); “Banish this item” is paid
 * before the effect, whose triggers wait for it (CR 6.3.3). Boost is an activated keyword used once
 * per turn (CR 8.4.1).
 *
 * The card language's activation runner (`LORCANA.activations` / `LORCANA.activate`) finds and pays
 * printed abilities; Lorcana adds what it lacks: a “while” condition on using an ability, using one for
 * free (an alternate cost, CR 1.5.5.4), abilities a static of another card gives (CR 6.4) and Boost.
 *
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import type { ActivatedAbility } from '../../cards/vocabulary-abilities.js';
import { grantedAbilities, grantedBy } from '../abilities/granted.js';
import { payInk } from '../changes/moves.js';
import { putCardUnder } from '../changes/under.js';
import { holds } from '../language/conditions.js';
import { activationKey, LORCANA, resolveEffect } from '../language/index.js';
import { cardOf, freeUseStat, inPlay, readyInk, Z } from '../state/board.js';
import { mayHave, statOf } from '../state/stats.js';

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

const EXERT_ONLY = { exert: true };
const NOTHING = {};

/** The cost paid to use an ability: all of it, or for free only its exert symbol (CR 1.5.5.4). */
function costParts(ability: ActivatedAbility, free: boolean) {
  return LORCANA.costParts(free ? (ability.cost.exert ? EXERT_ONLY : NOTHING) : ability.cost);
}

/** Whether `player` can use the ability now, paying its cost (or, `free`, only its exert). */
export function canActivate(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  ability: ActivatedAbility,
  free = false,
  index?: number,
  grantedBy?: CardId,
): boolean {
  if (ability.condition && !holds(ctx, ability.condition, card, player)) return false;
  if (ability.oncePerTurn && ctx.countThisTurn(activationKey(ctx, card, index ?? -1, grantedBy)) > 0)
    return false;
  return ctx.canPay(costParts(ability, free), player, card);
}

/** Whether a static lets `card`'s ability be used for free now, and that saves a cost (CR 1.5.5.4). */
function freeUse(ctx: Ctx, card: CardId, ability: ActivatedAbility): boolean {
  const saves = (ability.cost.ink ?? 0) > 0 || ability.cost.banishSelf === true;
  return saves && statOf(ctx, card, freeUseStat(ability.name)) > 0;
}

function boostKey(ctx: Ctx, card: CardId): string {
  return `boost.${card}.${ctx.card(card).stamp}`;
}

// Scratch arrays reused by `usable` (enumerating is not re-entered while it runs).
const one: CardId[] = [0];
const found: number[] = [];
const collect = ({ index }: { readonly index: number }) => void found.push(index);

/** The indices of `card`'s printed abilities the language's runner lets `player` use now. */
function usable(ctx: Ctx, player: PlayerId, card: CardId): readonly number[] {
  one[0] = card;
  found.length = 0;
  LORCANA.activations(ctx, player, one, collect);
  return found;
}

/** The activated-ability turn action. */
export const activateAction: ActionSpec<ActivateAction> = {
  type: 'activate',
  rule: '4.4',
  enumerate(ctx, player, out) {
    const canBoost = mayHave(ctx, 'kw.boost');
    for (const card of inPlay(ctx, player)) {
      const abilities = cardOf(ctx, card).abilities;
      if (abilities?.some((a) => a.kind === 'activated')) {
        const now = usable(ctx, player, card);
        abilities.forEach((ability, index) => {
          if (ability.kind !== 'activated') return;
          if (now.includes(index) && (!ability.condition || holds(ctx, ability.condition, card, player)))
            out.push({ type: 'activate', player, card, ability: index });
          if (freeUse(ctx, card, ability) && canActivate(ctx, player, card, ability, true))
            out.push({ type: 'activate', player, card, ability: index, free: true });
        });
      }
      for (const g of grantedAbilities(ctx, card)) {
        if (canActivate(ctx, player, card, g.ability, false, g.index, g.source))
          out.push({ type: 'activate', player, card, ability: g.index, grantedBy: g.source });
      }
      const boost = canBoost ? statOf(ctx, card, 'kw.boost') : 0;
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
      if (top !== undefined) putCardUnder(ctx, top, card, true, player, true);
      return;
    }
    if (action.grantedBy === undefined && action.free !== true) {
      const ability = LORCANA.activate(ctx, player, { card, index: action.ability }, '4.4');
      resolveEffect(ctx, ability.effects, { source: card, controller: player });
      return;
    }
    const ability =
      action.grantedBy === undefined
        ? (cardOf(ctx, card).abilities?.[action.ability] as ActivatedAbility | undefined)
        : grantedBy(ctx, card, action.grantedBy, action.ability);
    if (!ability) return;
    if (ability.oncePerTurn) ctx.bump(activationKey(ctx, card, action.ability, action.grantedBy));
    ctx.pay(costParts(ability, action.free === true), player, card, '4.4');
    resolveEffect(ctx, ability.effect, { source: card, controller: player });
  },
};
