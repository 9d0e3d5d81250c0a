/**
 * The parts of an activated ability's cost as words of the card language (CR 4.4.3, 6.3), in the order
 * they are paid: the exert symbol, ink, “banish this”, then the parts paid with other cards of yours
 * (exerting, discarding or banishing them, putting one from your discard on the bottom of your deck)
 * and damage to the card itself. A part paid with other cards sees the whole cost: the card the exert
 * symbol or “banish this” pays with can't pay it too. Every part is checked before any is paid (CR
 * 1.5.3); the triggers paying causes wait in the bag (CR 6.3.3). A “for free” alternate cost's other
 * parts are paid the same way (CR 1.5.5.3).
 *
 * @module
 */
import type { CardId, CostPart, Ctx, PlayerId } from '@cardloom/core';
import type { CostDef } from '@cardloom/core/cards';
import { describeOtherCosts } from '../../cards/describe-costs.js';
import type { ActivationCost } from '../../cards/vocabulary-abilities.js';
import type { CardFilter, LorcanaNouns } from '../../cards/vocabulary-refs.js';
import { banishCards } from '../changes/banish.js';
import { dealDamage } from '../changes/damage.js';
import { discardCards, payInk } from '../changes/moves.js';
import { matches } from '../effects/match.js';
import { rememberBanishedForCost } from '../history/resolution-memory.js';
import { cardOf, inPlay, isDry, readyInk, Z } from '../state/board.js';

const NO_OPTIONS: never[] = [];
const ONE_WAY = [null];

/** The exert symbol: only a ready card, and a dry one if it is a character (CR 4.4.2). */
const EXERT_SELF: CostPart = {
  kind: 'exert',
  label: 'exert this card',
  options: (ctx, _payer, source) =>
    ctx.card(source).tapped || (cardOf(ctx, source).type === 'character' && !isDry(ctx, source))
      ? NO_OPTIONS
      : ONE_WAY,
  pay: (ctx, _payer, source) => ctx.setTapped(source, true),
};

/** “Banish this item / location”, paid before the effect (CR 6.3.3). */
const BANISH_SELF: CostPart = {
  kind: 'banishSelf',
  label: 'banish this card',
  options: () => ONE_WAY,
  pay: (ctx, _payer, source) => banishCards(ctx, [source], { by: source }),
};

function inkPart(n: number): CostPart {
  return {
    kind: 'ink',
    label: `pay ${n} ink`,
    options: (ctx, payer) => (readyInk(ctx, payer) >= n ? ONE_WAY : NO_OPTIONS),
    pay: (ctx, payer) => void payInk(ctx, payer, n),
  };
}

/** Cards of `player` in play that can be banished to pay it; “banish this” uses its own card. */
function banishable(ctx: Ctx, player: PlayerId, source: CardId, filter: CardFilter, cost: ActivationCost) {
  return inPlay(ctx, player).filter(
    (c) => !(cost.banishSelf && c === source) && matches(ctx, c, filter, source, player),
  );
}

/** Ready cards of `player` that can be exerted: characters only when dry (CR 4.4.2.1); not the exerted one. */
function exertable(ctx: Ctx, player: PlayerId, source: CardId, filter: CardFilter, cost: ActivationCost) {
  return inPlay(ctx, player).filter(
    (c) =>
      !(cost.exert && c === source) &&
      !ctx.card(c).tapped &&
      (cardOf(ctx, c).type !== 'character' || isDry(ctx, c)) &&
      matches(ctx, c, filter, source, player),
  );
}

function exertCards(ctx: Ctx, _payer: PlayerId, _source: CardId, cards: readonly CardId[]): void {
  for (const card of cards) ctx.setTapped(card, true);
}

/** A part's words: the printed cost's words for that part alone. */
function words<K extends keyof ActivationCost>(key: K) {
  return (value: NonNullable<ActivationCost[K]>) => describeOtherCosts({ [key]: value }).join(', ');
}

const EXERT_PROMPT = { prompt: 'Exert to pay the cost', rule: '4.4.2.1' };
const BANISH_PROMPT = { prompt: 'Banish to pay the cost' };

/** The cost words, in the order they are paid (CR 4.4.3). */
export const COSTS: {
  readonly [K in keyof LorcanaNouns['costs']]-?: CostDef<LorcanaNouns['costs'][K], ActivationCost>;
} = {
  exert: { parts: () => [EXERT_SELF], describe: () => '{E}' },
  ink: { parts: (n) => [inkPart(n)], describe: (n) => `${n} {I}` },
  banishSelf: { parts: () => [BANISH_SELF], describe: () => 'banish this card' },
  exertMany: {
    choose: {
      candidates: (ctx, payer, source, { filter }, cost) => exertable(ctx, payer, source, filter, cost),
      count: ({ count }) => count,
      ...EXERT_PROMPT,
      pay: exertCards,
    },
    describe: words('exertMany'),
  },
  exertOne: {
    choose: {
      candidates: (ctx, payer, source, filter, cost) => exertable(ctx, payer, source, filter, cost),
      ...EXERT_PROMPT,
      pay: exertCards,
    },
    describe: words('exertOne'),
  },
  discard: {
    choose: {
      candidates: (ctx, payer, source, { filter }) =>
        ctx.cards(Z.hand, payer).filter((c) => !filter || matches(ctx, c, filter, source, payer)),
      count: ({ count }) => count,
      prompt: 'Discard to pay the cost',
      pay: (ctx, payer, _source, cards) => discardCards(ctx, payer, cards, 'cost'),
    },
    describe: words('discard'),
  },
  banish: {
    choose: {
      candidates: (ctx, payer, source, filter, cost) => banishable(ctx, payer, source, filter, cost),
      ...BANISH_PROMPT,
      pay: (ctx, _payer, source, [card]) => {
        if (card === undefined) return;
        banishCards(ctx, [card], { by: source });
        rememberBanishedForCost(ctx, source, card);
      },
    },
    describe: words('banish'),
  },
  banishMany: {
    choose: {
      candidates: (ctx, payer, source, { filter }, cost) => banishable(ctx, payer, source, filter, cost),
      count: ({ count }) => count,
      ...BANISH_PROMPT,
      pay: (ctx, _payer, source, cards) => banishCards(ctx, cards, { by: source }),
    },
    describe: words('banishMany'),
  },
  // Damage to the card itself: dealt, so Resist reduces it (CR 1.9.1, 8.8.1).
  damageSelf: {
    parts: (n) => [
      {
        kind: 'damageSelf',
        label: `deal ${n} damage to this character`,
        options: () => ONE_WAY,
        pay: (ctx, payer, source) => dealDamage(ctx, [source], n, { source, by: payer }),
      },
    ],
    describe: words('damageSelf'),
  },
  discardToDeckBottom: {
    choose: {
      candidates: (ctx, payer, source, filter) =>
        ctx.cards(Z.discard, payer).filter((c) => c !== source && matches(ctx, c, filter, source, payer)),
      prompt: 'Put on the bottom of your deck to pay the cost',
      pay: (ctx, payer, _source, [card]) => {
        if (card !== undefined)
          ctx.move(card, Z.deck, payer, { position: 'bottom', cause: 'cost', by: payer });
      },
    },
    describe: words('discardToDeckBottom'),
  },
};
