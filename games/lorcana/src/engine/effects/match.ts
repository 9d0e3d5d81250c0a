/**
 * Interpreting the noun layer of the vocabulary against the live game: card filters, player
 * references, amounts and conditions.
 *
 * @module
 */

import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { namesOf } from '../../cards/card.js';
import type { Amount, CardFilter, CardRef, PlayerRef, Stat } from '../../cards/vocabulary-refs.js';
import { cardsUnder } from '../changes/moves.js';
import { challengedThisTurn, historyCount } from '../history/history-challenged.js';
import { lastKnownUnder, singersOf } from '../history/resolution-memory.js';
import {
  C,
  cardOf,
  currentChallenge,
  damageOf,
  effectiveStrength,
  inPlay,
  isInPlay,
  locationOf,
  loreValueOf,
  strengthOf,
  willpowerOf,
  Z,
} from '../state/board.js';
import { classificationStat } from '../state/classifications.js';
import { isInkable } from '../state/inkable.js';
import { numberedKey } from '../state/keys.js';
import { hasStat, statOf } from '../state/stats.js';
import type { Exec } from './exec.js';

/** Whether a card has a classification, printed or granted (CR 5.2.7). */
export function hasClassification(ctx: Ctx, card: CardId, cls: string | readonly string[]): boolean {
  const list = typeof cls === 'string' ? [cls] : cls;
  const printed = cardOf(ctx, card).classifications;
  // A classification an effect added (“gain the Detective classification”, CR 5.2.7).
  return list.some((c) => printed.includes(c) || statOf(ctx, card, classificationStat(c)) > 0);
}

/** Whether a card answers to a name (CR 5.2.6, 5.2.6.1). */
export function hasName(ctx: Ctx, card: CardId, name: string): boolean {
  return namesOf(cardOf(ctx, card)).includes(name);
}

/** No cards chosen yet (shared: a default `[]` would be a new array on every call). */
const NONE_CHOSEN: readonly CardId[] = Object.freeze([]);

/**
 * Whether `card` matches `filter`, seen from `source` controlled by `controller`. Characteristics of
 * cards in play are computed; elsewhere they are printed.
 */
export function matches(
  ctx: Ctx,
  card: CardId,
  filter: CardFilter,
  source: CardId,
  controller: PlayerId,
  chosen: readonly CardId[] = NONE_CHOSEN,
): boolean {
  const data = cardOf(ctx, card);
  if (filter.type !== undefined) {
    if (typeof filter.type === 'string' ? data.type !== filter.type : !filter.type.includes(data.type))
      return false;
  }
  if (filter.owner !== undefined) {
    const mine = ctx.card(card).controller === controller;
    if (
      filter.owner === 'you'
        ? !mine
        : mine || ctx.player(ctx.card(card).controller).team === ctx.player(controller).team
    )
      return false;
  }
  if (filter.other && (card === source || chosen.includes(card))) return false;
  if (filter.name !== undefined && !hasName(ctx, card, filter.name)) return false;
  if (filter.notName !== undefined && hasName(ctx, card, filter.notName)) return false;
  if (filter.classification !== undefined && !hasClassification(ctx, card, filter.classification))
    return false;
  if (filter.song !== undefined && Boolean(data.song) !== filter.song) return false;
  const live = isInPlay(ctx, card);
  if (filter.damaged !== undefined && damageOf(ctx, card) > 0 !== filter.damaged) return false;
  if (filter.exerted !== undefined && ctx.card(card).tapped !== filter.exerted) return false;
  if (filter.strength) {
    const s = live ? effectiveStrength(ctx, card) : Math.max(0, data.strength ?? 0);
    if (filter.strength.atLeast !== undefined && s < filter.strength.atLeast) return false;
    if (filter.strength.atMost !== undefined && s > filter.strength.atMost) return false;
  }
  if (filter.willpower) {
    const w = live ? willpowerOf(ctx, card) : (data.willpower ?? 0);
    if (!inRange(w, filter.willpower)) return false;
  }
  if (filter.cost) {
    if (filter.cost.atLeast !== undefined && data.cost < filter.cost.atLeast) return false;
    if (filter.cost.atMost !== undefined && data.cost > filter.cost.atMost) return false;
  }
  if (filter.keyword !== undefined && !hasStat(ctx, card, `kw.${filter.keyword}`)) return false;
  if (filter.lacks !== undefined && hasStat(ctx, card, `kw.${filter.lacks}`)) return false;
  if (filter.costAtMostSelf !== undefined && data.cost > selfStat(ctx, source, filter.costAtMostSelf))
    return false;
  if (filter.withCardUnder !== undefined && cardsUnder(ctx, card).length > 0 !== filter.withCardUnder)
    return false;
  if (filter.anyOf && !filter.anyOf.some((f) => matches(ctx, card, f, source, controller, chosen)))
    return false;
  if (filter.challengedThisTurn && !challengedThisTurn(ctx, card)) return false;
  if (filter.inkable !== undefined && isInkable(ctx, card) !== filter.inkable) return false;
  if (filter.challengingSource) {
    const challenge = currentChallenge(ctx);
    if (!challenge || challenge.attacker !== card || challenge.defender !== source) return false;
  }
  if (filter.at !== undefined) {
    const at = live ? locationOf(ctx, card) : -1;
    if (at < 0) return false;
    // “here” on a character is the location that character is at (CR 4.7).
    const here =
      filter.at === 'here' && source >= 0 && cardOf(ctx, source).type === 'character'
        ? locationOf(ctx, source)
        : source;
    if (filter.at === 'here' && at !== here) return false;
  }
  return true;
}

/** Cards of `player` in play matching the filter (ownership is read per player, not as yours). */
export function countInPlay(
  ctx: Ctx,
  player: PlayerId,
  filter: CardFilter,
  source: CardId,
  controller: PlayerId,
): number {
  let n = 0;
  for (const c of inPlay(ctx, player)) if (matches(ctx, c, filter, source, controller)) n++;
  return n;
}

/** A stat of the source card: as computed in play, as last known otherwise. */
function selfStat(ctx: Ctx, source: CardId, stat: Stat): number {
  if (source < 0) return 0;
  if (!isInPlay(ctx, source)) return lastKnown(ctx, source, stat);
  if (stat === 'strength') return strengthOf(ctx, source);
  if (stat === 'willpower') return willpowerOf(ctx, source);
  return loreValueOf(ctx, source);
}

/** Players a reference names, in turn order starting with the active player (CR 6.7.5). */
export function playersOf(x: Exec, ref: PlayerRef | undefined): PlayerId[] {
  const { ctx } = x;
  switch (ref ?? 'you') {
    case 'you':
      return [x.controller];
    case 'opponents':
      return turnOrder(ctx).filter((p) => ctx.isOpponent(x.controller, p));
    case 'teammates': {
      // Teams are fixed before the game starts; a player is never their own teammate (CR 1.3.6.2).
      const team = ctx.player(x.controller).team;
      return turnOrder(ctx).filter((p) => p !== x.controller && ctx.player(p).team === team);
    }
    case 'eachPlayer':
      return turnOrder(ctx);
    case 'ownerOfIt':
      return x.it.length ? [ctx.card(x.it[0]).owner] : [];
    case 'ownerOfEvent': {
      const card = x.event?.card;
      if (typeof card === 'number') return [ctx.card(card).owner];
      // A player event (a turn ending, a draw): “they” is the player it is about.
      const player = x.event?.player;
      return typeof player === 'number' ? [player] : [];
    }
    case 'thatPlayer':
      return [x.thatPlayer];
    case 'chosenOpponent':
      return x.chosenOpponent === undefined ? [] : [x.chosenOpponent];
    case 'chosenPlayer':
      return x.chosenPlayer === undefined ? [] : [x.chosenPlayer];
  }
}

/** Players still in the game in turn order from the active player. */
export function turnOrder(ctx: Ctx): PlayerId[] {
  return [ctx.active, ...ctx.playersInOrder(ctx.active).filter((p) => p !== ctx.active)];
}

/** The cards a reference names now. */
export function refCards(x: Exec, ref: CardRef): CardId[] {
  // A slot (`as`) is the shared resolution's.
  if (typeof ref === 'object') return x.env ? x.env.targets(ref) : [];
  switch (ref) {
    case 'self':
      return bound(x, x.source);
    case 'it':
      return [...x.it];
    case 'eventCard':
      return eventCards(x, 'card');
    case 'eventOther':
      return eventCards(x, 'other');
  }
}

/** `card` while it is the object the triggered ability refers to, else nothing (CR 6.1.11.1). */
function bound(x: Exec, card: CardId): CardId[] {
  return card >= 0 && (x.env?.isBound(card) ?? true) ? [card] : [];
}

function eventCards(x: Exec, key: 'card' | 'other'): CardId[] {
  const v = x.event?.[key];
  return typeof v === 'number' && v >= 0 ? bound(x, v) : [];
}

/** Counts an amount as the step resolves (CR 6.1.8). */
export function amountOf(x: Exec, amount: Amount): number {
  const { ctx } = x;
  if (typeof amount === 'number') return amount;
  if ('capped' in amount) return Math.min(amount.max, amountOf(x, amount.capped));
  if ('count' in amount) {
    let n = 0;
    const zone = amount.zone ?? Z.play;
    const players = zone === Z.play ? turnOrder(ctx) : playersOf(x, amount.player);
    for (const p of players)
      for (const c of ctx.cards(zone, p)) if (matches(ctx, c, amount.count, x.source, x.controller)) n++;
    return n * (amount.times ?? 1);
  }
  if ('handSize' in amount) {
    let n = 0;
    for (const p of playersOf(x, amount.handSize)) n += ctx.count(Z.hand, p);
    return n * (amount.times ?? 1);
  }
  if ('statOf' in amount) {
    const [card] = refCards(x, amount.statOf);
    if (card === undefined) return 0;
    const times = amount.times ?? 1;
    if (!isInPlay(ctx, card)) return lastKnown(ctx, card, amount.stat) * times;
    if (amount.stat === 'strength') return strengthOf(ctx, card) * times;
    if (amount.stat === 'willpower') return willpowerOf(ctx, card) * times;
    return loreValueOf(ctx, card) * times;
  }
  if ('itCount' in amount) return x.it.length;
  if ('damageOn' in amount) {
    const on = amount.damageOn;
    let n = 0;
    if (on === 'self') n = isInPlay(ctx, x.source) ? damageOf(ctx, x.source) : 0;
    else
      for (const p of turnOrder(ctx))
        for (const c of inPlay(ctx, p))
          if (matches(ctx, c, on, x.source, x.controller)) n += damageOf(ctx, c);
    return n * (amount.times ?? 1);
  }
  if ('cardsUnder' in amount && amount.lastKnown)
    return lastKnownUnder(x, amount.cardsUnder) * (amount.times ?? 1);
  if ('singers' in amount) return singersOf(ctx, x.source).length * (amount.times ?? 1);
  if ('cardsUnder' in amount) {
    const [card] = refCards(x, amount.cardsUnder);
    return card === undefined ? 0 : cardsUnder(ctx, card).length * (amount.times ?? 1);
  }
  if ('damageOnCard' in amount) {
    const [card] = refCards(x, amount.damageOnCard);
    return card === undefined ? 0 : damageOf(ctx, card);
  }
  if ('costOf' in amount) return refCards(x, amount.costOf).reduce((n, c) => n + cardOf(ctx, c).cost, 0);
  if ('locationLoreOf' in amount) {
    const [card] = refCards(x, amount.locationLoreOf);
    const at = card === undefined || !isInPlay(ctx, card) ? -1 : locationOf(ctx, card);
    return at < 0 ? 0 : loreValueOf(ctx, at);
  }
  if ('thisWay' in amount) return (x.counted ?? 0) * (amount.times ?? 1);
  if ('historyCount' in amount)
    return historyCount(ctx, amount.historyCount, x.controller) * (amount.times ?? 1);
  if ('eventDamage' in amount) {
    const d = x.event?.amount;
    return typeof d === 'number' ? d : 0;
  }
  const n = x.event?.count;
  return typeof n === 'number' ? n : 1;
}

/** The last known value of a characteristic of a card that left play (CR 6.7.6). */
function lastKnown(ctx: Ctx, card: CardId, stat: 'strength' | 'willpower' | 'lore'): number {
  const known = ctx.getVar(numberedKey('lk.', card)) as Record<string, number> | undefined;
  return known?.[stat] ?? cardOf(ctx, card)[stat] ?? 0;
}

/** Whether `n` is within an inclusive range. */
export function inRange(n: number, r: { atLeast?: number; atMost?: number }): boolean {
  return (r.atLeast === undefined || n >= r.atLeast) && (r.atMost === undefined || n <= r.atMost);
}

export { C };
