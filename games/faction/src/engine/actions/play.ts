/**
 * Playing cards from hand (F4.2e–f): characters into an open character slot, a location (once per turn,
 * the old one discarded first), items directly (D15) or attached to an open item slot, items set face
 * down (D16) and turned face up later. Reaction items may be played directly as responses (D22).
 * Playing a card is not put on the stack (F7.4); its triggered and support effects are.
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Card, ItemCard } from '../../cards/card';
import { attachmentsOf, boardOf, cardOf, hasOpenSlot, inPlay, isCharacter, leavePlay } from '../board';
import { E, K, Z } from '../keys';
import { playCostOf, resourceCost } from '../resources';
import { queueEffects } from '../stack';
import { usefulNow, windowOf } from '../windows';

/** Resource cost to play this card now (with the support fee when asked, D17). */
function costToPlay(ctx: Ctx, card: CardId, printed: Card, support: boolean): number {
  return playCostOf(ctx, card, printed.faction) + (support && printed.support ? printed.support.fee : 0);
}

/** Whether `player` can pay `amount` for `card` through the faction cost part (F3.5). */
function affordable(
  ctx: Ctx,
  player: PlayerId,
  card: CardId,
  amount: number,
  faction: Card['faction'],
): boolean {
  return ctx.canPay([resourceCost(amount, faction)], player, card);
}

/** Pays `amount` for `card` through the faction cost part (F3.5, D9). */
function pay(ctx: Ctx, player: PlayerId, card: CardId, amount: number, faction: Card['faction']): void {
  ctx.pay([resourceCost(amount, faction)], player, card, 'F3.5');
}

/** One card per name from the hand: copies are interchangeable, so one action stands for all. */
function distinctHand(ctx: Ctx, player: PlayerId): CardId[] {
  const seen = new Set<string>();
  const out: CardId[] = [];
  for (const card of ctx.cards(Z.hand, player)) {
    const def = ctx.card(card).def;
    if (seen.has(def)) continue;
    seen.add(def);
    out.push(card);
  }
  return out;
}

/** Whether a direct item may be played now: in the Day, or as a response if it is a Reaction. */
function directPlayable(ctx: Ctx, item: ItemCard, window: string): boolean {
  if (!item.direct) return false;
  if (window === 'day') return true;
  return window === 'stack' && item.reaction && usefulNow(ctx, item.direct);
}

type PlayAction = Action & { card: CardId; support: boolean };

/** F4.2e–f: play a character, a location, or an item directly. */
export const playAction: ActionSpec<PlayAction> = {
  type: 'play',
  rule: 'F4.2e',
  windows: ['turn', 'priority'],
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    const window = windowOf(ctx);
    if (window !== 'day' && window !== 'stack') return;
    if (window === 'day' && player !== ctx.active) return;
    for (const card of distinctHand(ctx, player)) {
      const printed = cardOf(ctx, card);
      if (printed.type === 'character' && (window !== 'day' || !hasOpenSlot(ctx, player))) continue;
      if (printed.type === 'location' && (window !== 'day' || ctx.countThisTurn(K.location) > 0)) continue;
      if (printed.type === 'item' && !directPlayable(ctx, printed, window)) continue;
      if (affordable(ctx, player, card, costToPlay(ctx, card, printed, false), printed.faction))
        out.push({ type: 'play', player, card, support: false });
      if (
        printed.support &&
        affordable(ctx, player, card, costToPlay(ctx, card, printed, true), printed.faction)
      )
        out.push({ type: 'play', player, card, support: true });
    }
  },
  perform(ctx: Ctx, action: PlayAction) {
    const { card, player } = action;
    const printed = cardOf(ctx, card);
    pay(ctx, player, card, costToPlay(ctx, card, printed, action.support), printed.faction);
    if (printed.type === 'character') {
      ctx.move(card, Z.characters, player, { cause: 'play', by: player });
      ctx.emit({ type: E.played, card, player });
      ctx.emit({ type: E.enters, card, controller: player });
    } else if (printed.type === 'location') {
      ctx.bump(K.location);
      for (const old of ctx.cards(Z.location, player).slice()) leavePlay(ctx, old, 'discard', 'replaced');
      ctx.move(card, Z.location, player, { cause: 'play', by: player });
      ctx.emit({ type: E.played, card, player });
    } else {
      ctx.move(card, Z.discard, player, { cause: 'play', by: player });
      ctx.emit({ type: E.played, card, player });
      queueEffects(
        ctx,
        player,
        { def: printed.id, part: 'direct', index: 0, source: card },
        `${printed.name}`,
      );
    }
    if (action.support && printed.support) {
      queueEffects(
        ctx,
        player,
        { def: printed.id, part: 'support', index: 0, source: card },
        `${printed.name}: ${printed.support.name}`,
      );
    }
  },
};

/** Cards of `player` in play with an open item slot that accept this item (F5.5). */
export function hostsFor(ctx: Ctx, player: PlayerId, item: ItemCard): CardId[] {
  return boardOf(ctx, player).filter((host) => {
    if (ctx.isType(host, 'item')) return false;
    if (item.attachTo === 'none') return false;
    if (item.attachTo === 'character' && !isCharacter(ctx, host)) return false;
    if (item.attachTo === 'location' && !ctx.isType(host, 'location')) return false;
    return attachmentsOf(ctx, host).length < ctx.stat(host, 'itemSlots');
  });
}

function attachTo(ctx: Ctx, item: CardId, host: CardId, player: PlayerId, faceDown: boolean): void {
  ctx.move(item, ctx.zoneOf(host), player, { cause: faceDown ? 'set' : 'attach', by: player, faceDown });
  ctx.setCard(item, 'attachedTo', host);
}

type AttachAction = Action & { card: CardId; host: CardId };

function itemsInHand(ctx: Ctx, player: PlayerId): [CardId, ItemCard][] {
  const out: [CardId, ItemCard][] = [];
  for (const card of distinctHand(ctx, player)) {
    const printed = cardOf(ctx, card);
    if (printed.type === 'item' && printed.attachTo !== 'none') out.push([card, printed]);
  }
  return out;
}

/** F4.2e: pay an item's cost and attach it face up to an open item slot. */
export const attachAction: ActionSpec<AttachAction> = {
  type: 'attach',
  rule: 'F4.2e',
  windows: ['turn'],
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (windowOf(ctx) !== 'day' || player !== ctx.active) return;
    for (const [card, printed] of itemsInHand(ctx, player)) {
      if (!affordable(ctx, player, card, playCostOf(ctx, card, printed.faction), printed.faction)) continue;
      for (const host of hostsFor(ctx, player, printed)) out.push({ type: 'attach', player, card, host });
    }
  },
  perform(ctx: Ctx, action: AttachAction) {
    const printed = cardOf(ctx, action.card);
    pay(ctx, action.player, action.card, playCostOf(ctx, action.card, printed.faction), printed.faction);
    attachTo(ctx, action.card, action.host, action.player, false);
    ctx.emit({ type: E.played, card: action.card, player: action.player });
    ctx.emit({ type: E.attached, item: action.card, host: action.host, player: action.player });
  },
};

/** D16: attach an item face down for one factionless resource; only its owner knows it. */
export const setAction: ActionSpec<AttachAction> = {
  type: 'set',
  rule: 'D16',
  windows: ['turn'],
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (windowOf(ctx) !== 'day' || player !== ctx.active || !ctx.canPay([resourceCost(1, null)], player))
      return;
    for (const [card, printed] of itemsInHand(ctx, player))
      for (const host of hostsFor(ctx, player, printed)) out.push({ type: 'set', player, card, host });
  },
  perform(ctx: Ctx, action: AttachAction) {
    pay(ctx, action.player, action.card, 1, null);
    attachTo(ctx, action.card, action.host, action.player, true);
  },
};

type RevealAction = Action & { card: CardId };

/** F4.2g: turn a face-down attached item face up by paying its cost (D16); that counts as playing it. */
export const revealAction: ActionSpec<RevealAction> = {
  type: 'reveal',
  rule: 'F4.2g',
  windows: ['turn'],
  enumerate(ctx: Ctx, player: PlayerId, out: Action[]) {
    if (windowOf(ctx) !== 'day' || player !== ctx.active) return;
    for (const card of boardOf(ctx, player)) {
      const c = ctx.card(card);
      if (!c.faceDown || c.tapped || !inPlay(ctx, card)) continue;
      const printed = cardOf(ctx, card);
      if (affordable(ctx, player, card, playCostOf(ctx, card, printed.faction), printed.faction))
        out.push({ type: 'reveal', player, card });
    }
  },
  perform(ctx: Ctx, action: RevealAction) {
    const printed = cardOf(ctx, action.card);
    pay(ctx, action.player, action.card, playCostOf(ctx, action.card, printed.faction), printed.faction);
    ctx.setCard(action.card, 'faceDown', false);
    const host = ctx.card(action.card).attachedTo;
    ctx.emit({ type: E.played, card: action.card, player: action.player });
    ctx.emit({ type: E.attached, item: action.card, host, player: action.player });
  },
};
