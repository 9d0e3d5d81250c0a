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

/** How one part paid with other cards finds and pays with them. */
interface OtherCards {
  readonly kind: string;
  readonly count: number;
  readonly candidates: (ctx: Ctx, source: CardId, player: PlayerId) => CardId[];
  readonly prompt: string;
  readonly rule?: string;
  readonly pay: (ctx: Ctx, source: CardId, player: PlayerId, cards: readonly CardId[]) => void;
}

/** A part paid with `count` other cards the payer chooses as it is paid. */
function otherCards(part: OtherCards, label: string): CostPart {
  return {
    kind: part.kind,
    label,
    options: (ctx, payer, source) =>
      part.candidates(ctx, source, payer).length >= part.count ? ONE_WAY : NO_OPTIONS,
    pay: (ctx, payer, source) => {
      const picked = ctx.chooseCards(payer, part.candidates(ctx, source, payer), {
        min: part.count,
        max: part.count,
        prompt: part.prompt,
        ...(part.rule ? { rule: part.rule } : {}),
      });
      part.pay(ctx, source, payer, picked);
    },
  };
}

/** Cards of `player` in play that can be banished to pay it; “banish this” uses its own card. */
function banishable(filter: CardFilter, cost: ActivationCost) {
  return (ctx: Ctx, source: CardId, player: PlayerId) =>
    inPlay(ctx, player).filter(
      (c) => !(cost.banishSelf && c === source) && matches(ctx, c, filter, source, player),
    );
}

/** Ready cards of `player` that can be exerted: characters only when dry (CR 4.4.2.1); not the exerted one. */
function exertable(filter: CardFilter, cost: ActivationCost) {
  return (ctx: Ctx, source: CardId, player: PlayerId) =>
    inPlay(ctx, player).filter(
      (c) =>
        !(cost.exert && c === source) &&
        !ctx.card(c).tapped &&
        (cardOf(ctx, c).type !== 'character' || isDry(ctx, c)) &&
        matches(ctx, c, filter, source, player),
    );
}

const exertCards = (ctx: Ctx, _source: CardId, _player: PlayerId, cards: readonly CardId[]) => {
  for (const card of cards) ctx.setTapped(card, true);
};

/** The words of a part paid with other cards: its kernel part, and its words from the printed cost's. */
function othersWord<K extends keyof ActivationCost>(
  key: K,
  part: (value: NonNullable<ActivationCost[K]>, cost: ActivationCost) => OtherCards,
): CostDef<NonNullable<ActivationCost[K]>, ActivationCost> {
  const describe = (value: NonNullable<ActivationCost[K]>) =>
    describeOtherCosts({ [key]: value } as ActivationCost).join(', ');
  return { parts: (value, cost) => [otherCards(part(value, cost), describe(value))], describe };
}

/** The cost words, in the order they are paid (CR 4.4.3). */
export const COSTS: {
  readonly [K in keyof LorcanaNouns['costs']]-?: CostDef<LorcanaNouns['costs'][K], ActivationCost>;
} = {
  exert: { parts: () => [EXERT_SELF], describe: () => '{E}' },
  ink: { parts: (n) => [inkPart(n)], describe: (n) => `${n} {I}` },
  banishSelf: { parts: () => [BANISH_SELF], describe: () => 'banish this card' },
  exertMany: othersWord('exertMany', ({ count, filter }, cost) => ({
    kind: 'exertMany',
    count,
    candidates: exertable(filter, cost),
    prompt: 'Exert to pay the cost',
    rule: '4.4.2.1',
    pay: exertCards,
  })),
  exertOne: othersWord('exertOne', (filter, cost) => ({
    kind: 'exertOne',
    count: 1,
    candidates: exertable(filter, cost),
    prompt: 'Exert to pay the cost',
    rule: '4.4.2.1',
    pay: exertCards,
  })),
  discard: othersWord('discard', ({ count, filter }) => ({
    kind: 'discard',
    count,
    candidates: (ctx, source, player) =>
      ctx.cards(Z.hand, player).filter((c) => !filter || matches(ctx, c, filter, source, player)),
    prompt: 'Discard to pay the cost',
    pay: (ctx, _source, player, cards) => discardCards(ctx, player, cards, 'cost'),
  })),
  banish: othersWord('banish', (filter, cost) => ({
    kind: 'banish',
    count: 1,
    candidates: banishable(filter, cost),
    prompt: 'Banish to pay the cost',
    pay: (ctx, source, _player, [card]) => {
      if (card === undefined) return;
      banishCards(ctx, [card], { by: source });
      rememberBanishedForCost(ctx, source, card);
    },
  })),
  banishMany: othersWord('banishMany', ({ count, filter }, cost) => ({
    kind: 'banishMany',
    count,
    candidates: banishable(filter, cost),
    prompt: 'Banish to pay the cost',
    pay: (ctx, source, _player, cards) => banishCards(ctx, cards, { by: source }),
  })),
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
    describe: (n) => describeOtherCosts({ damageSelf: n }).join(', '),
  },
  discardToDeckBottom: othersWord('discardToDeckBottom', (filter) => ({
    kind: 'discardToDeckBottom',
    count: 1,
    candidates: (ctx, source, player) =>
      ctx.cards(Z.discard, player).filter((c) => c !== source && matches(ctx, c, filter, source, player)),
    prompt: 'Put on the bottom of your deck to pay the cost',
    pay: (ctx, _source, player, [card]) => {
      if (card !== undefined)
        ctx.move(card, Z.deck, player, { position: 'bottom', cause: 'cost', by: player });
    },
  })),
};
