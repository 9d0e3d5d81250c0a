/**
 * Playing a card (CR 4.3): its total cost with payment modifiers (CR 1.5.4, 4.3.6), alternate costs —
 * Shift (CR 8.10), singing (CR 5.4.4.2, 8.11), Sing Together (CR 8.12), “for free” (CR 1.5.5.3) —
 * and how it enters play (CR 4.3.3, 6.7.1, 6.7.8) or resolves as an action (CR 4.3.3.2).
 *
 * @module
 */

import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { LorcanaCard } from '../../cards/card.js';
import { namesOf } from '../../cards/card.js';
import type { Ability, ActivationCost, StaticEffect } from '../../cards/vocabulary-abilities.js';
import type { CardFilter } from '../../cards/vocabulary-refs.js';
import { canPayOtherCosts, payOtherCosts } from '../abilities/activation-costs.js';
import { entersExertedByOthers } from '../abilities/enter-rules.js';
import {
  cardsUnder,
  discardCards,
  E,
  moveWithStack,
  payInk,
  putUnder,
  setLocation,
} from '../changes/moves.js';
import { type EffectResolver, newExec } from '../effects/exec.js';
import { amountOf, hasClassification, matches } from '../effects/match.js';
import { rememberSingers } from '../history/resolution-memory.js';
import { holds } from '../language/conditions.js';
import { C, cardOf, charactersOf, damageOf, isDry, locationOf, readyInk, Z } from '../state/board.js';
import { SING_BONUS } from '../state/singing.js';
import { hasStat, playerStatOf, statOf } from '../state/stats.js';
import { stored } from '../state/stored.js';
import { recordPlayed } from './played.js';
import { shiftOnlyReduction } from './shift-costs.js';
import { shiftNamesMatch } from './shift-names.js';

/** How a card is paid for. */
export type PlayMode =
  | { readonly kind: 'ink' }
  | { readonly kind: 'free' }
  | { readonly kind: 'shift'; readonly onto: CardId }
  | { readonly kind: 'sing'; readonly singer: CardId }
  | { readonly kind: 'singTogether' };

/** Options for playing a card (from an effect: CR 6.7.7). */
export interface PlayOptions {
  /** Resolves an action's effect (the card language's `resolveEffect`). */
  readonly resolveEffect: EffectResolver;
  readonly entersExerted?: boolean;
  readonly afterResolving?: 'deckBottom';
  /**
   * For an action played while an effect resolves: hands its resolution to that effect, which
   * runs it once it finishes (CR 6.7.7.1). Without it the action resolves at once.
   */
  readonly defer?: (resolve: () => void) => void;
  /** Ink paid to play it (ink or Shift's ink cost), for “whenever you pay N {I} or less …”. */
  readonly paid?: number;
}

/** The ink paying `mode` costs now, or undefined when no ink is paid (free, sung, discards). */
function inkPaid(ctx: Ctx, player: PlayerId, card: CardId, mode: PlayMode): number | undefined {
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
    if ('playForFree' in e && e.paying && !canPayOtherCosts(ctx, e.paying, card, player)) continue;
    n += 'costReduction' in e ? amountOf(newExec(ctx, card, player), e.costReduction) : 1;
  }
  return n;
}

/**
 * What playing `card` “for free” costs instead of ink: nothing when some way to play it for free asks
 * nothing, else the first payable “[cost] to play this character for free”.
 */
function freePlayCost(ctx: Ctx, card: CardId, player: PlayerId): ActivationCost | undefined {
  if (statOf(ctx, card, 'freePlay') > 0) return undefined;
  let paying: ActivationCost | undefined;
  for (const ability of cardOf(ctx, card).abilities ?? []) {
    if (ability.kind !== 'static' || !('playForFree' in ability.effect)) continue;
    const e = ability.effect;
    if (e.playForFree !== 'self' || (ability.condition && !holds(ctx, ability.condition, card, player)))
      continue;
    if (!e.paying) return undefined;
    if (!paying && canPayOtherCosts(ctx, e.paying, card, player)) paying = e.paying;
  }
  return paying;
}

/** “This character enters play exerted”, alone or beside another effect of the same static (CR 6.7.8). */
function entersExertedItself(e: StaticEffect): boolean {
  return ('entersExerted' in e && !e.to) || ('both' in e && e.both.some(entersExertedItself));
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
function shiftReduction(ctx: Ctx, card: CardId, player: PlayerId): number {
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
function shiftDiscards(ctx: Ctx, card: CardId, player: PlayerId): CardId[] {
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

/**
 * The cost a character counts as for singing: Singer N, else its ink cost (CR 8.11), plus what
 * effects add (“counts as having +2 cost to sing songs”).
 */
export function singValue(ctx: Ctx, character: CardId): number {
  const singer = statOf(ctx, character, 'kw.singer');
  return (singer > 0 ? singer : cardOf(ctx, character).cost) + statOf(ctx, character, SING_BONUS);
}

/** Whether a character can exert to sing: ready, dry, not stopped from singing (CR 5.1.1.11). */
export function canSing(ctx: Ctx, character: CardId): boolean {
  return !ctx.card(character).tapped && isDry(ctx, character) && !hasStat(ctx, character, 'cant.sing');
}

/** The card stat of “[players] can't play [cards]” statics (CR 1.2.2). */
export const CANT_PLAY = 'cant.play';

/** Whether `player` may play actions now (CR 1.2.2: “can't” wins). */
export function canPlayActions(ctx: Ctx, player: PlayerId): boolean {
  return playerStatOf(ctx, player, 'cant.playActions') <= 0;
}

/**
 * Plays `card` for `player` (CR 4.3.2–4.3.3): pays the chosen cost, then the card enters play, or
 * resolves and goes to the discard if it is an action. Triggers wait in the bag (CR 4.3.4, 6.7.7).
 */
export function playCard(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  mode: PlayMode,
  options: PlayOptions,
): void {
  const data = cardOf(ctx, card);
  const paid = inkPaid(ctx, player, card, mode);
  const singers = payFor(ctx, player, card, mode);
  recordPlayed(ctx, player, card);
  for (const m of applicableNextCosts(ctx, card, player)) {
    ctx.setVar('nextCost', nextCosts(ctx).filter((n) => n.id !== m.id) as never);
  }
  if (data.type === 'action') {
    resolveAction(ctx, player, card, singers, Object.assign({}, options, { paid }));
    return;
  }
  // Object.assign, not a spread with more keys: that is ~10× slower on Node 20's V8.
  enterPlay(ctx, player, card, mode, Object.assign({}, options, { paid }));
}

/** Pays the cost of `mode`; returns the singers, if sung. */
function payFor(ctx: Ctx, player: PlayerId, card: CardId, mode: PlayMode): CardId[] {
  switch (mode.kind) {
    case 'free': {
      const paying = freePlayCost(ctx, card, player);
      if (paying) payOtherCosts(ctx, paying, card, player);
      return [];
    }
    case 'ink':
      payInk(ctx, player, inkCostToPlay(ctx, card, player));
      return [];
    case 'shift': {
      const shift = shiftOf(cardOf(ctx, card))!;
      if ('ink' in shift.cost)
        payInk(ctx, player, Math.max(0, shift.cost.ink - shiftReduction(ctx, card, player)));
      else {
        const hand = shiftDiscards(ctx, card, player);
        const n = shift.cost.discard;
        discardCards(
          ctx,
          player,
          ctx.chooseCards(player, hand, { min: n, max: n, prompt: 'Discard to pay Shift' }),
          'cost',
        );
      }
      return [];
    }
    case 'sing':
      ctx.setTapped(mode.singer, true);
      return [mode.singer];
    case 'singTogether':
      return chooseSingers(ctx, player, card);
  }
}

/** Sing Together: exert characters one at a time until their total reaches the song's N (CR 8.12.2). */
function chooseSingers(ctx: Ctx, player: PlayerId, song: CardId): CardId[] {
  const need = statOf(ctx, song, 'kw.singTogether');
  const chosen: CardId[] = [];
  let total = 0;
  for (;;) {
    const rest = charactersOf(ctx, player).filter((c) => !chosen.includes(c) && canSing(ctx, c));
    if (rest.length === 0) break;
    const [next] = ctx.chooseCards(player, rest, {
      min: total >= need ? 0 : 1,
      max: 1,
      prompt: total >= need ? 'Add another singer?' : `Choose a singer (${total}/${need})`,
    });
    if (next === undefined) break;
    chosen.push(next);
    total += singValue(ctx, next);
  }
  for (const c of chosen) ctx.setTapped(c, true);
  return chosen;
}

function resolveAction(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  singers: CardId[],
  options: PlayOptions,
): void {
  ctx.move(card, Z.play, player, { cause: 'play', by: player });
  ctx.emit({ type: E.played, card, player, shifted: false, sung: singers.length > 0, paid: options.paid });
  for (const singer of singers) ctx.emit({ type: E.sang, card: singer, other: card, player });
  rememberSingers(ctx, card, singers);
  const resolve = () => {
    const effect = cardOf(ctx, card).effect ?? [];
    const saved = { self: ctx.self, actor: ctx.actor };
    ctx.self = card;
    ctx.actor = player;
    options.resolveEffect(ctx, effect, { source: card, controller: player, fromAction: true });
    ctx.self = saved.self;
    ctx.actor = saved.actor;
    afterAction(ctx, card, options);
  };
  if (options.defer) options.defer(resolve);
  else resolve();
}

/** A resolved action leaves play: to its owner's discard, or where its player's effect says. */
function afterAction(ctx: Ctx, card: CardId, options: PlayOptions): void {
  if (!ctx.isIn(card, Z.play)) return;
  if (options.afterResolving === 'deckBottom')
    ctx.move(card, Z.deck, ctx.card(card).owner, { position: 'bottom' });
  else ctx.move(card, Z.discard, ctx.card(card).owner, { cause: 'resolved' });
}

function enterPlay(ctx: Ctx, player: PlayerId, card: CardId, mode: PlayMode, options: PlayOptions): void {
  const data = cardOf(ctx, card);
  if (mode.kind === 'shift') {
    shiftOnto(ctx, player, card, mode.onto);
  } else {
    ctx.move(card, Z.play, player, { cause: 'play', by: player });
  }
  for (const ability of data.abilities ?? []) {
    if (ability.kind === 'static' && 'entersWithDamage' in ability.effect) {
      ctx.addCounter(card, C.damage, ability.effect.entersWithDamage);
    }
    if (
      ability.kind === 'static' &&
      entersExertedItself(ability.effect) &&
      (!ability.condition || holds(ctx, ability.condition, card, player))
    )
      ctx.setTapped(card, true);
    if (ability.kind === 'static' && 'mayEnterExerted' in ability.effect && !ctx.card(card).tapped) {
      if (ctx.may(player, `${data.name}: enter play exerted?`, '6.7.8')) ctx.setTapped(card, true);
    }
    if (isEnterExertedChoice(ability) && !ctx.card(card).tapped) {
      if (ctx.may(player, `${data.name}: enter play exerted (${ability.name})?`, '6.7.8')) {
        ctx.setTapped(card, true);
        ctx.emit({ type: E.enteredExerted, card, player });
      }
    }
  }
  if (entersExertedByOthers(ctx, card)) ctx.setTapped(card, true);
  if (options.entersExerted) ctx.setTapped(card, true);
  else if (data.type === 'character' && !ctx.card(card).tapped && hasStat(ctx, card, 'kw.bodyguard')) {
    if (ctx.may(player, 'Bodyguard: enter play exerted?', '8.3.2')) ctx.setTapped(card, true);
  }
  ctx.emit({ type: E.played, card, player, shifted: mode.kind === 'shift', sung: false, paid: options.paid });
}

/** Puts a shifted character on top of `onto`, taking over its state (CR 8.10.2–8.10.6, 5.1.3). */
function shiftOnto(ctx: Ctx, player: PlayerId, card: CardId, onto: CardId): void {
  const base = ctx.card(onto);
  const tapped = base.tapped;
  const damage = damageOf(ctx, onto);
  const since = ctx.counter(onto, C.since) || base.enteredTurn;
  const location = locationOf(ctx, onto);
  const baseRef = { id: onto, stamp: base.stamp };
  const stack = cardsUnder(ctx, onto);
  ctx.move(card, Z.play, player, { cause: 'play', by: player });
  const newRef = { id: card, stamp: ctx.card(card).stamp };
  putUnder(ctx, onto, card, false);
  for (const u of stack) ctx.setCard(u, 'attachedTo', card);
  if (tapped) ctx.setTapped(card, true);
  if (damage > 0) ctx.setCounter(card, C.damage, damage);
  ctx.setCounter(card, C.since, since);
  if (location >= 0) setLocation(ctx, card, location);
  keepEffects(ctx, baseRef, newRef);
  ctx.setVar(`shifted.${card}`, newRef.stamp);
}

/** Effects that applied to the base character keep applying to the shifted one (CR 8.10.5). */
function keepEffects(ctx: Ctx, from: { id: CardId; stamp: number }, to: { id: CardId; stamp: number }): void {
  const touched = ctx.state.effects.filter((e) =>
    e.cards?.some((r) => r.id === from.id && r.stamp === from.stamp),
  );
  for (const e of touched) {
    ctx.removeEffects((x) => x.id === e.id);
    const { id: _id, time: _time, sourceStamp: _s, ...rest } = e;
    ctx.addEffect(Object.assign({}, rest, { cards: [...(e.cards ?? []), to] }));
  }
}

export { moveWithStack };

/** “This character may enter play exerted to [effect]”: a triggered ability on that choice (CR 6.7.8). */
function isEnterExertedChoice(ability: Ability): boolean {
  if (ability.kind !== 'triggered') return false;
  const t = ability.trigger;
  return 'on' in t && t.on === 'entersExertedByChoice';
}
