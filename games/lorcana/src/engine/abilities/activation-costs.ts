/**
 * The parts of an activated ability's cost beyond its exert symbol, ink and “Banish this item”
 * (CR 4.4.3, 6.3), also paid for a “for free” alternate cost (CR 1.5.5.3): banishing, exerting or
 * discarding other cards of yours, or putting one of your discard on the bottom of your deck. Each part is checked
 * before the ability can be used and paid by the player's own choice when it is used; the
 * triggers the payment causes wait in the bag (CR 6.3.3).
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { ActivationCost } from '../../cards/vocabulary-abilities.js';
import { banishCards } from '../changes/banish.js';
import { dealDamage } from '../changes/damage.js';
import { discardCards } from '../changes/moves.js';
import { matches } from '../effects/match.js';
import { rememberBanishedForCost } from '../history/resolution-memory.js';
import { cardOf, inPlay, isDry, Z } from '../state/board.js';

/** Cards of `player` in play that can be banished to pay the cost (“banish one / 2 of your items”). */
function banishable(ctx: Ctx, cost: ActivationCost, source: CardId, player: PlayerId): CardId[] {
  const filter = cost.banish ?? cost.banishMany?.filter;
  if (!filter) return [];
  // “Banish this item” is paid too: the same card can't pay both.
  return inPlay(ctx, player).filter(
    (c) => !(cost.banishSelf && c === source) && matches(ctx, c, filter, source, player),
  );
}

/** Ready cards of `player` that can be exerted to pay the cost: characters only when dry (CR 4.4.2.1). */
function exertable(ctx: Ctx, cost: ActivationCost, source: CardId, player: PlayerId): CardId[] {
  const filter = cost.exertOne ?? cost.exertMany?.filter;
  if (!filter) return [];
  return inPlay(ctx, player).filter(
    (c) =>
      !(cost.exert && c === source) &&
      !ctx.card(c).tapped &&
      (cardOf(ctx, c).type !== 'character' || isDry(ctx, c)) &&
      matches(ctx, c, filter, source, player),
  );
}

/** Cards of `player`'s hand that can be discarded to pay the cost. */
function discardable(ctx: Ctx, cost: ActivationCost, source: CardId, player: PlayerId): CardId[] {
  if (!cost.discard) return [];
  const filter = cost.discard.filter;
  return ctx.cards(Z.hand, player).filter((c) => !filter || matches(ctx, c, filter, source, player));
}

/** Cards of `player`'s discard that can be put on the bottom of their deck to pay the cost. */
function bottomable(ctx: Ctx, cost: ActivationCost, source: CardId, player: PlayerId): CardId[] {
  const filter = cost.discardToDeckBottom;
  if (!filter) return [];
  return ctx.cards(Z.discard, player).filter((c) => c !== source && matches(ctx, c, filter, source, player));
}

/** Whether `player` can pay the other-card parts of `cost` now (a cost must be paid in full, CR 1.5.3). */
export function canPayOtherCosts(ctx: Ctx, cost: ActivationCost, source: CardId, player: PlayerId): boolean {
  if (cost.banish && banishable(ctx, cost, source, player).length === 0) return false;
  if (cost.exertOne && exertable(ctx, cost, source, player).length === 0) return false;
  if (cost.exertMany && exertable(ctx, cost, source, player).length < cost.exertMany.count) return false;
  if (cost.discard && discardable(ctx, cost, source, player).length < cost.discard.count) return false;
  if (cost.discardToDeckBottom && bottomable(ctx, cost, source, player).length === 0) return false;
  // A counted part needs that many cards: fewer can't pay it (CR 1.5.3).
  if (cost.banishMany && banishable(ctx, cost, source, player).length < cost.banishMany.count) return false;
  return true;
}

/** Pays the other-card parts of `cost`, the player choosing which cards. */
export function payOtherCosts(ctx: Ctx, cost: ActivationCost, source: CardId, player: PlayerId): void {
  if (cost.exertMany) {
    const n = cost.exertMany.count;
    const options = exertable(ctx, cost, source, player);
    const picked = ctx.chooseCards(player, options, {
      min: n,
      max: n,
      prompt: 'Exert to pay the cost',
      rule: '4.4.2.1',
    });
    for (const card of picked) ctx.setTapped(card, true);
  }
  if (cost.exertOne) {
    const options = exertable(ctx, cost, source, player);
    const [card] = ctx.chooseCards(player, options, {
      min: 1,
      max: 1,
      prompt: 'Exert to pay the cost',
      rule: '4.4.2.1',
    });
    if (card !== undefined) ctx.setTapped(card, true);
  }
  if (cost.discard) {
    const n = cost.discard.count;
    const options = discardable(ctx, cost, source, player);
    discardCards(
      ctx,
      player,
      ctx.chooseCards(player, options, { min: n, max: n, prompt: 'Discard to pay the cost' }),
      'cost',
    );
  }
  if (cost.banish) {
    const options = banishable(ctx, cost, source, player);
    const [card] = ctx.chooseCards(player, options, { min: 1, max: 1, prompt: 'Banish to pay the cost' });
    if (card !== undefined) banishCards(ctx, [card], { by: source });
    if (card !== undefined) rememberBanishedForCost(ctx, source, card);
  }
  if (cost.banishMany) {
    const n = cost.banishMany.count;
    const options = banishable(ctx, cost, source, player);
    const picked = ctx.chooseCards(player, options, { min: n, max: n, prompt: 'Banish to pay the cost' });
    banishCards(ctx, picked, { by: source });
  }
  // Damage to the source itself: dealt, so Resist reduces it (CR 1.9.1, 8.8.1).
  if (cost.damageSelf) dealDamage(ctx, [source], cost.damageSelf, { source, by: player });
  if (cost.discardToDeckBottom) {
    const options = bottomable(ctx, cost, source, player);
    const [card] = ctx.chooseCards(player, options, {
      min: 1,
      max: 1,
      prompt: 'Put on the bottom of your deck to pay the cost',
    });
    if (card !== undefined) ctx.move(card, Z.deck, player, { position: 'bottom', cause: 'cost', by: player });
  }
}
