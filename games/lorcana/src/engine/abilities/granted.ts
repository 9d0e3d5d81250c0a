/**
 * Activated abilities that static abilities give other cards (`Your characters with Evasive gain
 * "{E}, 1 {I} – Draw a card."`, CR 6.4): which cards in play have them now, as the card language's
 * activation runner takes them (its `granted` hook).
 *
 * @module
 */
import type { CardDefinition, CardId, Ctx } from '@cardloom/core';
import type { GrantedActivation } from '@cardloom/core/cards';
import type { LorcanaNouns } from '../../cards/vocabulary-refs.js';
import { matches, turnOrder } from '../effects/match.js';
import { holds } from '../language/conditions.js';
import { activatedTextOf } from '../language/texts.js';
import type { LorcanaVerbs } from '../language/verbs.js';
import { cardOf, isInPlay } from '../state/board.js';
import { cardData } from '../state/stored.js';
import { GRANTED_STAT, type GrantedMarkArgs } from './granted-marks.js';

/** One activated ability a static of `source` (its ability `index`) gives a card. */
export type GrantedAbility = GrantedActivation<LorcanaNouns, LorcanaVerbs>;

const NONE: readonly GrantedAbility[] = [];

/** The key of "does any card here grant abilities" among the game's present-card memos. */
const GRANTS = {};

/** Whether any card the game can hold grants abilities (most games skip the scan). */
function poolGrants(ctx: Ctx): boolean {
  return ctx.presentMemo(GRANTS, anyGrants);
}

function anyGrants(cards: readonly CardDefinition[]): boolean {
  return cards.some(
    (def) =>
      (cardData(def.data).abilities ?? []).some((a) => a.kind === 'static' && 'grantAbility' in a.effect) ||
      // An effect granting one for a duration (`grantActivated`, read once per set of cards).
      JSON.stringify(cardData(def.data)).includes('"grantActivated"'),
  );
}

/** The activated abilities statics in play give `card` now, in turn order of their sources. */
export function grantedAbilities(ctx: Ctx, card: CardId): readonly GrantedAbility[] {
  if (!poolGrants(ctx) || !isInPlay(ctx, card)) return NONE;
  const out: GrantedAbility[] = [];
  for (const p of turnOrder(ctx)) {
    for (const source of ctx.cards('play', p)) {
      const abilities = cardOf(ctx, source).abilities;
      if (!abilities || !isInPlay(ctx, source)) continue;
      const controller = ctx.card(source).controller;
      abilities.forEach((a, index) => {
        if (a.kind !== 'static' || !('grantAbility' in a.effect)) return;
        const to = a.effect.to;
        if (to === 'self' ? card !== source : !matches(ctx, card, to, source, controller)) return;
        if (a.condition && !holds(ctx, a.condition, source, controller)) return;
        out.push({ source, index, ability: activatedTextOf(a.effect.grantAbility) });
      });
    }
  }
  // Abilities granted by an effect for a duration: numbered after the statics' (1000 + their order).
  let n = 0;
  for (const e of ctx.state.effects) {
    if (e.kind !== 'modifier' || e.stat !== GRANTED_STAT) continue;
    const stamp = ctx.card(card).stamp;
    if (!e.cards?.some((c) => c.id === card && c.stamp === stamp)) continue;
    out.push({
      source: e.source as CardId,
      index: 1000 + n++,
      // Only `granted-marks.ts` writes effects of this stat, with GrantedMarkArgs (plain JSON) as args.
      ability: activatedTextOf((e.args as unknown as GrantedMarkArgs).grant),
    });
  }
  return out;
}
