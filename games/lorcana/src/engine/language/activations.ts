/**
 * What Lorcana tells the card language's activation runner (CR 4.4, 6.3): a card's printed
 * abilities, those statics or lasting effects of other cards give it (CR 6.4, `abilities/granted.ts`),
 * the Boost keyword as the activated ability it stands for (CR 8.4.1), using an ability for free where a
 * static allows it (only its exert symbol is paid, CR 1.5.5.4), and the keys of “once during your turn”.
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import type { ActivatedAbilityText, ActivationHooks } from '@cardloom/core/cards';
import type { LorcanaNouns } from '../../cards/vocabulary-refs.js';
import { grantedAbilities } from '../abilities/granted.js';
import { cardOf, freeUseStat } from '../state/board.js';
import { mayHave, statOf } from '../state/stats.js';
import { textsOf } from './texts.js';
import type { LorcanaVerbs } from './verbs.js';

type Activated = ActivatedAbilityText<LorcanaNouns, LorcanaVerbs>;

/** The key counting uses of an activated ability of a card object this turn (`grantedBy`: see granted.ts). */
export function activationKey(ctx: Ctx, card: CardId, index: number, grantedBy?: CardId): string {
  return `act.${card}.${ctx.card(card).stamp}.${index}${grantedBy === undefined ? '' : `.${grantedBy}`}`;
}

const boosts: (readonly Activated[])[] = [];
const NO_KEYWORDS: readonly Activated[] = [];

/** Boost N: once during your turn, pay N ink to put the top card of your deck facedown under this card (CR 8.4.1). */
function boost(n: number): readonly Activated[] {
  boosts[n] ??= [
    {
      kind: 'activated',
      name: 'Boost',
      cost: { ink: n },
      oncePerTurn: true,
      effects: [{ do: 'putTopUnder', host: 'self', boost: true }],
    },
  ];
  return boosts[n];
}

const EXERT_ONLY = { exert: true };
const NOTHING = {};

/** The runner's hooks. */
export const ACTIVATION: ActivationHooks<LorcanaNouns, LorcanaVerbs> = {
  abilitiesOf: (ctx, card) => textsOf(cardOf(ctx, card)),
  // “Once during your turn”: counted per card object (a card that left play and came back is new);
  // Boost's under its keyword's name.
  onceKey: (ctx, card, index, grantedBy) =>
    index < 0 ? `boost.${card}.${ctx.card(card).stamp}` : activationKey(ctx, card, index, grantedBy),
  granted: grantedAbilities,
  keywords: (ctx, card) => {
    const n = mayHave(ctx, 'kw.boost') ? statOf(ctx, card, 'kw.boost') : 0;
    return n > 0 ? boost(n) : NO_KEYWORDS;
  },
  // A static lets the ability be used for free (CR 1.5.5.4) where that saves ink or “banish this”.
  free: {
    allows: (ctx, card, ability) =>
      ((ability.cost.ink ?? 0) > 0 || ability.cost.banishSelf === true) &&
      statOf(ctx, card, freeUseStat(ability.name)) > 0,
    cost: (cost) => (cost.exert ? EXERT_ONLY : NOTHING),
  },
};
