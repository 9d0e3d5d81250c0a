/**
 * Lorcana's card verbs: moving a whole hand or
 * every matching card of a discard, moving all damage (CR 1.9.1.4), discarding and revealing from
 * hand (CR 7.3.4), cards under a card, counted cost reductions and draws, naming a card.
 *
 * @module
 */
import { namesOf } from '../../../cards/card.js';
import { amountParts, describeFilter } from '../../../cards/describe-nouns.js';
import type { Target } from '../../../cards/vocabulary-effects.js';
import type { Amount, CardFilter } from '../../../cards/vocabulary-refs.js';
import { dealDamage, removeDamage } from '../../changes/damage.js';
import { cardsUnder, discardCards, drawCards, putIntoInkwell } from '../../changes/moves.js';
import { amountOf, matches, turnOrder } from '../../effects/match.js';
import { resolveTarget } from '../../effects/targets.js';
import { addNextCost } from '../../play/costs.js';
import { cardOf, damageOf, isInPlay, Z } from '../../state/board.js';
import { acted, lorcanaVerb, t } from '../kit.js';
import { aCard, ordered } from './card-kinds.js';

/** Parameters of `moveAll`. */
export interface MoveAllParams {
  /** Your zone the cards leave. */
  readonly from: 'hand' | 'discard';
  /** Which of its cards (all when absent). */
  readonly filter?: CardFilter;
  /** Into your inkwell facedown and exerted, or on the bottom of your deck in any order. */
  readonly to: 'inkwellExerted' | 'deckBottom';
}

/** Parameters of `discardOf`. */
export interface DiscardOfParams {
  /** Which cards of your hand may be discarded. */
  readonly filter: CardFilter;
  /** How many (default 1), or any number of them, none included. */
  readonly count?: number;
  readonly anyNumber?: boolean;
}

/** The card verbs of this family. */
export const HAND_AND_DISCARD_VERBS = {
  /** Move every (matching) card of your hand or discard into your inkwell or to the bottom of your deck. */
  moveAll: lorcanaVerb({
    run: (x, p: MoveAllParams) => {
      const { ctx } = x;
      const me = x.controller;
      const filter = p.filter;
      const cards = ctx
        .cards(p.from === 'hand' ? Z.hand : Z.discard, me)
        .filter((c) => !filter || matches(ctx, c, filter, x.source, me));
      if (p.to === 'inkwellExerted') for (const c of cards) putIntoInkwell(ctx, c, true, me);
      else
        for (const c of ordered(x, me, cards, 'Order for the bottom of your deck'))
          ctx.move(c, Z.deck, me, { position: 'bottom', cause: 'to-bottom', by: me });
      return acted(cards, true);
    },
    describe: (p) => {
      const what = p.filter ? `all ${describeFilter(p.filter, true)} cards` : 'all the cards';
      const from = p.from === 'hand' ? 'in your hand' : 'from your discard';
      const to =
        p.to === 'inkwellExerted'
          ? 'into your inkwell facedown and exerted'
          : 'on the bottom of your deck in any order';
      return `put ${what} ${from} ${to}`;
    },
  }),
  /**
   * Move all damage counters from cards to one card (CR 1.9.1.4): moved, not dealt, so Resist
   * doesn't reduce them (CR 8.8.3).
   */
  moveAllDamage: lorcanaVerb({
    run: (x, p: { readonly from: Target; readonly to: Target }) => {
      const { ctx } = x;
      const from = resolveTarget(x, p.from, x.prompt());
      const [to] = resolveTarget(x, p.to, x.prompt());
      if (to === undefined || !isInPlay(ctx, to)) return false;
      let moved = 0;
      for (const c of from) if (c !== to) moved += removeDamage(ctx, c, damageOf(ctx, c));
      if (moved > 0) dealDamage(ctx, [to], moved, { source: x.source, by: x.controller, moved: true });
      return moved > 0;
    },
    describe: (p) => `move all damage from ${t(p.from)} to ${t(p.to)}`,
  }),
  /** The player or players with the most cards in hand each choose and discard cards (CR 7.3.4). */
  mostInHandDiscard: lorcanaVerb({
    run: (x, p: { readonly amount: number }) => {
      const { ctx } = x;
      const players = turnOrder(ctx);
      const most = Math.max(...players.map((pl) => ctx.count(Z.hand, pl)));
      if (most === 0) return false;
      for (const pl of players) {
        const hand = ctx.cards(Z.hand, pl).slice();
        if (hand.length !== most) continue;
        const k = Math.min(p.amount, hand.length);
        const picked = ctx.chooseCards(pl, hand, {
          min: k,
          max: k,
          prompt: `${cardOf(ctx, x.source).name}: discard ${k}`,
          rule: '7.3.4',
        });
        discardCards(ctx, pl, picked);
      }
      return true;
    },
    describe: (p) =>
      `the player or players with the most cards in their hands choose and discard ${p.amount === 1 ? 'a card' : `${p.amount} cards`}`,
  }),
  /** Choose and discard matching cards of your hand (CR 7.3.4); “this way” counts them. */
  discardOf: lorcanaVerb({
    run: (x, p: DiscardOfParams) => {
      const { ctx } = x;
      const me = x.controller;
      const options = ctx.cards(Z.hand, me).filter((c) => matches(ctx, c, p.filter, x.source, me));
      const n = p.anyNumber ? options.length : (p.count ?? 1);
      const picked = ctx.chooseCards(me, options, {
        min: p.anyNumber ? 0 : Math.min(n, options.length),
        max: n,
        prompt: `${cardOf(ctx, x.source).name}: choose and discard`,
        rule: '7.3.4',
      });
      discardCards(ctx, me, picked);
      return acted(picked, p.anyNumber ? picked.length > 0 : picked.length === n);
    },
    describe: (p) =>
      `choose and discard ${p.anyNumber ? `any number of ${describeFilter(p.filter)} cards` : aCard(p.filter)}`,
    possible: (x, p) =>
      x.ctx.cards(Z.hand, x.controller).filter((c) => matches(x.ctx, c, p.filter, x.source, x.controller))
        .length >= (p.count ?? 1),
  }),
  /** Reveal a matching card of your hand to all players (it stays in your hand). */
  revealFromHand: lorcanaVerb({
    run: (x, p: { readonly filter: CardFilter }) => {
      const { ctx } = x;
      const me = x.controller;
      const options = ctx.cards(Z.hand, me).filter((c) => matches(ctx, c, p.filter, x.source, me));
      const picked = ctx.chooseCards(me, options, {
        min: Math.min(1, options.length),
        max: 1,
        prompt: `${cardOf(ctx, x.source).name}: reveal ${aCard(p.filter)} in your hand`,
      });
      if (picked.length > 0) ctx.reveal(picked);
      return acted(picked);
    },
    describe: (p) => `reveal ${aCard(p.filter)} in your hand`,
  }),
  /** Put every card under a card on the bottom of its owner's deck, in a random order. */
  underToBottom: lorcanaVerb({
    run: (x, p: { readonly host: Target }) => {
      const { ctx } = x;
      const [host] = resolveTarget(x, p.host, x.prompt());
      if (host === undefined) return false;
      const under = cardsUnder(ctx, host);
      // A random order: from the game's seeded generator, so replays agree.
      const pool = under.slice();
      while (pool.length > 0) {
        const [c] = pool.splice(ctx.random(pool.length), 1);
        ctx.move(c, Z.deck, ctx.card(c).owner, { position: 'bottom', cause: 'to-bottom', by: x.controller });
      }
      return acted(under);
    },
    describe: (p) =>
      `put all cards from under ${t(p.host)} on the bottom of their player's deck in a random order`,
  }),
  /** Put a known card into your inkwell from a zone it must still be in (CR 6.1.11.1). */
  inkFromZone: lorcanaVerb({
    run: (
      x,
      p: { readonly card: 'eventCard' | 'it'; readonly from: 'discard'; readonly exerted?: boolean },
    ) => {
      const cards = resolveTarget(x, p.card, x.prompt()).filter((c) => x.ctx.zoneOf(c) === p.from);
      for (const c of cards) putIntoInkwell(x.ctx, c, p.exerted ?? false, x.controller);
      return acted(cards);
    },
    describe: (p) =>
      `put that card from your ${p.from} into your inkwell facedown${p.exerted ? ' and exerted' : ''}`,
  }),
  /** A payment modifier counted as it resolves, for the next matching card played this turn (CR 4.3.6, 6.1.8). */
  reduceNextCostBy: lorcanaVerb({
    run: (x, p: { readonly amount: Amount; readonly for: CardFilter }) => {
      addNextCost(x.ctx, x.controller, amountOf(x, p.amount), p.for, x.source);
      return true;
    },
    describe: (p) => {
      const next = `less for the next ${describeFilter(p.for)} you play this turn`;
      if (typeof p.amount === 'object' && 'count' in p.amount && p.amount.count.owner === 'you') {
        const what = describeFilter({ ...p.amount.count, owner: undefined }, true);
        return `count the number of ${what} you have in play. You pay that amount of ink ${next}`;
      }
      const { n, per } = amountParts(p.amount);
      return `you pay ${n} ink${per} ${next}`;
    },
  }),
  /** “for each …, you may draw a card”: the player draws any number up to the count (CR 6.1.8). */
  drawUpTo: lorcanaVerb({
    run: (x, p: { readonly amount: Amount }) => {
      const n = amountOf(x, p.amount);
      if (n <= 0) return false;
      const k = x.ctx.chooseNumber(x.controller, 0, n, `${cardOf(x.ctx, x.source).name}: draw how many?`);
      return drawCards(x.ctx, x.controller, k).length > 0;
    },
    describe: (p) => {
      const { n, per } = amountParts(p.amount);
      return per ? `${per.trim()}, you may draw a card` : `draw up to ${n} cards`;
    },
  }),
  /** Name a card (CR 5.2.6), then every matching card with that name in your discard goes to your hand. */
  nameAndReturn: lorcanaVerb({
    run: (x, p: { readonly filter: CardFilter }) => {
      const { ctx } = x;
      const me = x.controller;
      const names = [...new Set(ctx.def.cards.flatMap((d) => namesOf(d.data as never)))].sort();
      const name = ctx.chooseName(me, names, 'Name a card', '5.2.6');
      const cards = ctx
        .cards(Z.discard, me)
        .filter((c) => matches(ctx, c, p.filter, x.source, me) && namesOf(cardOf(ctx, c)).includes(name));
      for (const c of cards) ctx.move(c, Z.hand, me, { cause: 'to-hand', by: me });
      return acted(cards);
    },
    describe: (p) =>
      `name a card. Return all ${describeFilter(p.filter)} cards with that name from your discard to your hand`,
  }),
};
