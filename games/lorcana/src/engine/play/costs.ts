/**
 * What playing a card costs (CR 1.5, 4.3.2): the ink cost less payment modifiers (CR 1.5.4, 4.3.6) —
 * statics, the card's own self-referential ones, “the next [card] you play this turn costs N less” —
 * and the alternate costs: Shift (CR 8.10), “for free” (CR 1.5.5.3). Also whether a player may play
 * actions at all (CR 1.2.2). `play.ts` pays them.
 *
 * @module
 */

import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { costPartsOf } from '@cardloom/core/cards';
import type { LorcanaCard } from '../../cards/card.js';
import { namesOf } from '../../cards/card.js';
import type { ActivationCost } from '../../cards/vocabulary-abilities.js';
import type { CardFilter, LorcanaNouns } from '../../cards/vocabulary-refs.js';
import { newExec } from '../effects/exec.js';
import { amountOf, hasClassification, matches } from '../effects/match.js';
import { holds } from '../language/conditions.js';
import { COSTS } from '../language/costs.js';
import { cardOf, charactersOf, readyInk, Z } from '../state/board.js';
import { playerStatOf, statOf } from '../state/stats.js';
import { stored } from '../state/stored.js';
import { shiftOnlyReduction } from './shift-costs.js';
import { shiftNamesMatch } from './shift-names.js';

/** How a card is paid for. */
export type PlayMode =
  | { readonly kind: 'ink' }
  | { readonly kind: 'free' }
  | { readonly kind: 'shift'; readonly onto: CardId }
  | { readonly kind: 'sing'; readonly singer: CardId }
  | { readonly kind: 'singTogether' };

/** The ink paying `mode` costs now, or undefined when no ink is paid (free, sung, discards). */
export function inkPaid(ctx: Ctx, player: PlayerId, card: CardId, mode: PlayMode): number | undefined {
  if (mode.kind === 'ink') return inkCostToPlay(ctx, card, player);
  if (mode.kind !== 'shift') return undefined;
  const shift = shiftOf(cardOf(ctx, card));
  return shift && 'ink' in shift.cost
    ? Math.max(0, shift.cost.ink - shiftReduction(ctx, card, player))
    : undefined;
}

/** A “next [card] you play this turn costs N less” modifier (CR 4.3.6). */
interface NextCost {
  readonly id: number;
  readonly player: PlayerId;
  readonly turn: number;
  readonly amount: number;
  readonly filter: CardFilter;
  readonly source: CardId;
}

/** Registers a payment modifier for the next matching card `player` plays this turn. */
export function addNextCost(
  ctx: Ctx,
  player: PlayerId,
  amount: number,
  filter: CardFilter,
  source: CardId,
): void {
  const list = nextCosts(ctx).filter((n) => n.turn === ctx.turnNumber);
  ctx.setVar('nextCost', [
    ...list,
    { id: ctx.state.clock, player, turn: ctx.turnNumber, amount, filter, source },
  ] as never);
}

function nextCosts(ctx: Ctx): readonly NextCost[] {
  return stored<NextCost[]>(ctx.getVar('nextCost')) ?? [];
}

function applicableNextCosts(ctx: Ctx, card: CardId, player: PlayerId): NextCost[] {
  return nextCosts(ctx).filter(
    (n) => n.player === player && n.turn === ctx.turnNumber && matches(ctx, card, n.filter, -1, player),
  );
}

/** Spends the “next [card] you play this turn” modifiers that applied to `card` as it is played. */
export function spendNextCosts(ctx: Ctx, card: CardId, player: PlayerId): void {
  for (const m of applicableNextCosts(ctx, card, player)) {
    ctx.setVar('nextCost', nextCosts(ctx).filter((n) => n.id !== m.id) as never);
  }
}

/**
 * The card's own self-referential statics working from hand or discard (CR 4.3.6, 6.1.12): a
 * payment modifier, or “you may play this for free”.
 */
function ownStatic(ctx: Ctx, card: CardId, player: PlayerId, kind: 'costReduction' | 'playForFree'): number {
  let n = 0;
  for (const ability of cardOf(ctx, card).abilities ?? []) {
    if (ability.kind !== 'static') continue;
    const e = ability.effect;
    const mine =
      kind === 'costReduction'
        ? 'costReduction' in e && e.for === 'self' && !e.shift
        : 'playForFree' in e && e.playForFree === 'self';
    if (!mine || (ability.condition && !holds(ctx, ability.condition, card, player))) continue;
    if ('playForFree' in e && e.paying && !canPayForFree(ctx, e.paying, card, player)) continue;
    n += 'costReduction' in e ? amountOf(newExec(ctx, card, player), e.costReduction) : 1;
  }
  return n;
}

/** Whether `player` can pay `cost` to play `card` for free (CR 1.5.5.3): a cost of the card language. */
function canPayForFree(ctx: Ctx, cost: ActivationCost, card: CardId, player: PlayerId): boolean {
  return ctx.canPay(costPartsOf<LorcanaNouns>(COSTS, cost), player, card);
}

/** Pays `cost` to play `card` for free, the player choosing the cards that pay it (CR 1.5.5.3). */
export function payForFree(ctx: Ctx, cost: ActivationCost, card: CardId, player: PlayerId): void {
  ctx.pay(costPartsOf<LorcanaNouns>(COSTS, cost), player, card);
}

/**
 * What playing `card` “for free” costs instead of ink: nothing when some way to play it for free asks
 * nothing, else the first payable “[cost] to play this character for free”.
 */
export function freePlayCost(ctx: Ctx, card: CardId, player: PlayerId): ActivationCost | undefined {
  if (statOf(ctx, card, 'freePlay') > 0) return undefined;
  let paying: ActivationCost | undefined;
  for (const ability of cardOf(ctx, card).abilities ?? []) {
    if (ability.kind !== 'static' || !('playForFree' in ability.effect)) continue;
    const e = ability.effect;
    if (e.playForFree !== 'self' || (ability.condition && !holds(ctx, ability.condition, card, player)))
      continue;
    if (!e.paying) return undefined;
    if (!paying && canPayForFree(ctx, e.paying, card, player)) paying = e.paying;
  }
  return paying;
}

/** Whether `card` may be played for free now (a “play for free” static, CR 1.5.5.3). */
export function freeToPlay(ctx: Ctx, card: CardId, player: PlayerId): boolean {
  const data = cardOf(ctx, card);
  return (
    (data.abilities !== undefined && ownStatic(ctx, card, player, 'playForFree') > 0) ||
    statOf(ctx, card, 'freePlay') > 0
  );
}

/** Payment reductions that apply to playing `card` now (CR 1.5.4). */
export function costReduction(ctx: Ctx, card: CardId, player: PlayerId): number {
  let n = Math.max(0, statOf(ctx, card, 'costReduction'));
  if (cardOf(ctx, card).abilities) n += ownStatic(ctx, card, player, 'costReduction');
  if (nextCosts(ctx).length > 0) for (const m of applicableNextCosts(ctx, card, player)) n += m.amount;
  return n;
}

/** Payment reductions of `card`'s Shift cost: every reduction, and those of Shift only (CR 8.10.2). */
export function shiftReduction(ctx: Ctx, card: CardId, player: PlayerId): number {
  return costReduction(ctx, card, player) + shiftOnlyReduction(ctx, card, player);
}

/** Ink needed to play `card` for its ink cost (CR 4.3.2.3). */
export function inkCostToPlay(ctx: Ctx, card: CardId, player: PlayerId): number {
  return Math.max(0, cardOf(ctx, card).cost - costReduction(ctx, card, player));
}

/** The card's Shift ability, if any (CR 8.10). */
export function shiftOf(data: LorcanaCard) {
  for (const k of data.keywords ?? []) if (k.keyword === 'shift') return k;
  return undefined;
}

/** Characters of `player` that `card` can be shifted onto (CR 8.10.1, 8.10.8). */
export function shiftTargets(ctx: Ctx, card: CardId, player: PlayerId): CardId[] {
  const data = cardOf(ctx, card);
  const shift = shiftOf(data);
  if (!shift) return [];
  const names = namesOf(data);
  return charactersOf(ctx, player).filter((c) => {
    if (shift.onto === 'any') return true;
    if (shift.onto) return hasClassification(ctx, c, shift.onto.classification);
    return shiftNamesMatch(ctx, c, names);
  });
}

/** The cards of `player`'s hand that may be discarded to pay `card`'s Shift cost. */
export function shiftDiscards(ctx: Ctx, card: CardId, player: PlayerId): CardId[] {
  const shift = shiftOf(cardOf(ctx, card));
  const filter = shift && 'discard' in shift.cost ? shift.cost.filter : undefined;
  return ctx
    .cards(Z.hand, player)
    .filter((c) => c !== card && (!filter || matches(ctx, c, filter, card, player)));
}

/** Whether the Shift cost (ink or discards) can be paid now. */
export function canPayShift(ctx: Ctx, card: CardId, player: PlayerId): boolean {
  const shift = shiftOf(cardOf(ctx, card));
  if (!shift) return false;
  if ('ink' in shift.cost)
    return readyInk(ctx, player) >= Math.max(0, shift.cost.ink - shiftReduction(ctx, card, player));
  return shiftDiscards(ctx, card, player).length >= shift.cost.discard;
}

/** The card stat of “[players] can't play [cards]” statics (CR 1.2.2). */
export const CANT_PLAY = 'cant.play';

/** Whether `player` may play actions now (CR 1.2.2: “can't” wins). */
export function canPlayActions(ctx: Ctx, player: PlayerId): boolean {
  return playerStatOf(ctx, player, 'cant.playActions') <= 0;
}
