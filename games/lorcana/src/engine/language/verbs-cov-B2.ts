/**
 * Lorcana's verbs of issue 16's zones-and-cards coverage (helper B2): searching your deck
 * (CR 7.1.4: a search of a hidden zone may fail to find), looking at the top of another player's
 * deck, moving a whole hand or every matching card of a discard, moving all damage (CR 1.9.1.4) and
 * the player or players with the most cards in hand discarding (CR 7.3.4).
 *
 * @module
 */
import type { CardId, PlayerId } from '@cardloom/core';
import { namesOf } from '../../cards/card.js';
import { amountParts, describeFilter, describePlayer } from '../../cards/describe-nouns.js';
import type { Target } from '../../cards/vocabulary-effects.js';
import type { Amount, CardFilter, PlayerRef } from '../../cards/vocabulary-refs.js';
import { cardOf, damageOf, isInPlay, Z } from '../board.js';
import { dealDamage, removeDamage } from '../damage.js';
import { resolveTarget } from '../effects/targets.js';
import type { Exec } from '../exec.js';
import { amountOf, matches, playersOf, turnOrder } from '../match.js';
import { cardsUnder, discardCards, drawCards, putIntoInkwell } from '../moves.js';
import { addNextCost } from '../play.js';
import { acted, lorcanaVerb, t } from './kit.js';

/** Parameters of `searchDeck`. */
export interface SearchDeckParams {
  /** What to search for (any card when absent). */
  readonly filter?: CardFilter;
  /** The found card is revealed to all players. */
  readonly reveal?: boolean;
  /** Where the found card goes: your hand, or the top of your deck once it is shuffled. */
  readonly to: 'hand' | 'deckTop';
}

/** Parameters of `lookAtPlayerTop`. */
export interface LookAtPlayerTopParams {
  /** Whose deck: each of these players' (you look, you decide). */
  readonly player: PlayerRef;
  readonly count: number;
  /** How many of the looked-at cards go back on top (you order them, CR 7.2.3). */
  readonly keep: { readonly min: number; readonly max: number };
  /** Where the others go: the bottom of that deck in any order, or its owner's discard. */
  readonly rest: 'deckBottom' | 'discard';
}

/** Parameters of `moveAll`. */
export interface MoveAllParams {
  /** Your zone the cards leave. */
  readonly from: 'hand' | 'discard';
  /** Which of its cards (all when absent). */
  readonly filter?: CardFilter;
  /** Into your inkwell facedown and exerted, or on the bottom of your deck in any order. */
  readonly to: 'inkwellExerted' | 'deckBottom';
}

/** Parameters of `lookTopTake`. */
export interface LookTopTakeParams {
  /** A looked-at top card matching this may be revealed and put into your hand. */
  readonly ifMatches: CardFilter;
  /** Where a card that doesn't match goes. */
  readonly otherwise: 'deckBottom';
}

/** Parameters of `lookAtTopPicks`. */
export interface LookAtTopPicksParams {
  readonly count: number;
  /** Up to one card of each of these may be revealed and put into your hand. */
  readonly picks: readonly CardFilter[];
  /** Where the others go, in any order (CR 7.2.3). */
  readonly rest: 'deckTop' | 'deckBottom';
}

/** Parameters of `discardOf`. */
export interface DiscardOfParams {
  /** Which cards of your hand may be discarded. */
  readonly filter: CardFilter;
  /** How many (default 1), or any number of them, none included. */
  readonly count?: number;
  readonly anyNumber?: boolean;
}

/** “a Madrigal character card”, “any card”. */
function aCard(filter: CardFilter | undefined): string {
  if (!filter) return 'any card';
  const what = describeFilter(filter);
  const card = /\bcard$/.test(what) ? what : `${what} card`;
  return `${/^[aeiou]/i.test(card) ? 'an' : 'a'} ${card}`;
}

/** The player orders cards (first nearest the top) when there are several (CR 7.2.3). */
function ordered(x: Exec, chooser: PlayerId, cards: readonly CardId[], prompt: string): CardId[] {
  return cards.length > 1 ? x.ctx.order(chooser, [...cards], { prompt, rule: '7.2.3' }) : [...cards];
}

/** Places cards on the top or bottom of a player's deck in the order the player chooses (CR 7.2.3). */
function toDeck(x: Exec, p: PlayerId, cards: readonly CardId[], where: 'deckTop' | 'deckBottom'): void {
  const list = ordered(
    x,
    p,
    cards,
    where === 'deckTop' ? 'Order (first is nearest the top)' : 'Order for the bottom of your deck',
  );
  if (where === 'deckTop') {
    for (let i = list.length - 1; i >= 0; i--)
      x.ctx.move(list[i], Z.deck, p, { position: 'top', cause: 'look', by: p });
  } else for (const c of list) x.ctx.move(c, Z.deck, p, { position: 'bottom', cause: 'look', by: p });
}

/** The verbs of this family. */
export const COV_B2_VERBS = {
  /**
   * Search your deck for a card (none found is allowed: the deck is hidden, CR 7.1.4), reveal it if
   * told, shuffle, and put it into your hand or on top of the shuffled deck.
   */
  searchDeck: lorcanaVerb({
    run: (x, p: SearchDeckParams) => {
      const { ctx } = x;
      const me = x.controller;
      const deck = ctx.cards(Z.deck, me).slice();
      const filter = p.filter;
      const options = filter ? deck.filter((c) => matches(ctx, c, filter, x.source, me)) : deck;
      const picked = ctx.chooseCards(me, options, {
        min: 0,
        max: 1,
        prompt: `${cardOf(ctx, x.source).name}: search your deck`,
        reveal: deck,
        rule: '7.1.4',
      });
      if (p.reveal && picked.length > 0) ctx.reveal(picked);
      if (p.to === 'hand') for (const c of picked) ctx.move(c, Z.hand, me, { cause: 'to-hand', by: me });
      ctx.shuffle(Z.deck, me);
      if (p.to === 'deckTop')
        for (const c of picked) ctx.move(c, Z.deck, me, { position: 'top', cause: 'to-top', by: me });
      return acted(picked);
    },
    describe: (p) => {
      const found = `search your deck for ${aCard(p.filter)}${p.reveal ? ' and reveal that card to all players' : ''}`;
      return p.to === 'hand'
        ? `${found}, put that card into your hand, then shuffle your deck`
        : `${found}, then shuffle your deck and put that card on top of it`;
    },
  }),
  /**
   * Look at the top cards of each given player's deck; put `keep` of them back on top in the order
   * you choose and the rest on the bottom of that deck (in any order) or into its owner's discard.
   */
  lookAtPlayerTop: lorcanaVerb({
    run: (x, p: LookAtPlayerTopParams) => {
      const { ctx } = x;
      const me = x.controller;
      let any = false;
      for (const pl of playersOf(x, p.player)) {
        const looked = ctx.cards(Z.deck, pl).slice(0, p.count);
        if (looked.length === 0) continue;
        any = true;
        ctx.reveal(looked, [me]);
        const top = ctx.chooseCards(me, looked, {
          min: Math.min(p.keep.min, looked.length),
          max: Math.min(p.keep.max, looked.length),
          prompt: `${cardOf(ctx, x.source).name}: choose the cards to put back on top`,
          reveal: looked,
        });
        const others = looked.filter((c) => !top.includes(c));
        const onTop = ordered(x, me, top, 'Order (first is nearest the top)');
        for (let i = onTop.length - 1; i >= 0; i--)
          ctx.move(onTop[i], Z.deck, pl, { position: 'top', cause: 'look', by: me });
        if (p.rest === 'discard') {
          for (const c of others) ctx.move(c, Z.discard, pl, { cause: 'look', by: me });
        } else {
          for (const c of ordered(x, me, others, 'Order for the bottom of the deck'))
            ctx.move(c, Z.deck, pl, { position: 'bottom', cause: 'look', by: me });
        }
      }
      return any;
    },
    describe: (p) => {
      const whose = p.player === 'opponents' ? "each opponent's" : `${describePlayer(p.player)}'s`;
      const cards = p.count === 1 ? 'the top card' : `the top ${p.count} cards`;
      const look = `look at ${cards} of ${whose} deck`;
      if (p.keep.min === p.count) return look;
      const n = p.keep.min === p.keep.max ? `${p.keep.max}` : `up to ${p.keep.max}`;
      const rest =
        p.rest === 'discard'
          ? 'the rest into their discard'
          : 'the rest on the bottom of their deck in any order';
      return `${look}; put ${n} of them on the top of their deck and ${rest}`;
    },
  }),
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
  /**
   * Look at the top card of your deck: if it matches you may reveal it and put it into your hand;
   * if it doesn't, it goes where `otherwise` says (a match you keep stays on top).
   */
  lookTopTake: lorcanaVerb({
    run: (x, p: LookTopTakeParams) => {
      const { ctx } = x;
      const me = x.controller;
      const top = ctx.cards(Z.deck, me)[0];
      if (top === undefined) return false;
      if (!matches(ctx, top, p.ifMatches, x.source, me)) {
        ctx.reveal([top], [me]);
        ctx.move(top, Z.deck, me, { position: 'bottom', cause: 'look', by: me });
        return false;
      }
      const taken = ctx.chooseCards(me, [top], {
        min: 0,
        max: 1,
        prompt: `${cardOf(ctx, x.source).name}: reveal it and put it into your hand?`,
        reveal: [top],
      });
      if (taken.length === 0) return false;
      ctx.reveal(taken);
      ctx.move(top, Z.hand, me, { cause: 'to-hand', by: me });
      return acted(taken);
    },
    describe: (p) =>
      `look at the top card of your deck. If it's ${aCard(p.ifMatches)}, you may reveal it and put it into your hand. Otherwise, put it on the bottom of your deck`,
  }),
  /**
   * Look at the top cards of your deck; you may reveal up to one card of each kind and put them
   * into your hand; the rest go back on top or to the bottom in any order (CR 7.2.3).
   */
  lookAtTopPicks: lorcanaVerb({
    run: (x, p: LookAtTopPicksParams) => {
      const { ctx } = x;
      const me = x.controller;
      const looked = ctx.cards(Z.deck, me).slice(0, p.count);
      if (looked.length === 0) return false;
      const taken: CardId[] = [];
      for (const filter of p.picks) {
        const options = looked.filter((c) => !taken.includes(c) && matches(ctx, c, filter, x.source, me));
        taken.push(
          ...ctx.chooseCards(me, options, {
            min: 0,
            max: 1,
            prompt: `${cardOf(ctx, x.source).name}: up to 1 ${describeFilter(filter)} card`,
            reveal: looked,
          }),
        );
      }
      if (taken.length > 0) ctx.reveal(taken);
      for (const c of taken) ctx.move(c, Z.hand, me, { cause: 'to-hand', by: me });
      toDeck(
        x,
        me,
        looked.filter((c) => !taken.includes(c)),
        p.rest,
      );
      return acted(taken, true);
    },
    describe: (p) =>
      `look at the top ${p.count} cards of your deck. You may reveal ${p.picks.map((f) => `up to 1 ${describeFilter(f)} card`).join(' and ')} and put them into your hand. Put the rest on the ${p.rest === 'deckTop' ? 'top' : 'bottom'} of your deck in any order`,
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
  /**
   * Reveal cards from the top of your deck until one matches: it goes into your hand, the others are
   * shuffled back into your deck (none found: all of them).
   */
  revealUntil: lorcanaVerb({
    run: (x, p: { readonly filter: CardFilter }) => {
      const { ctx } = x;
      const me = x.controller;
      const deck = ctx.cards(Z.deck, me);
      const at = deck.findIndex((c) => matches(ctx, c, p.filter, x.source, me));
      const shown = at < 0 ? deck.slice() : deck.slice(0, at + 1);
      if (shown.length > 0) ctx.reveal(shown);
      const found = at < 0 ? [] : [deck[at]];
      for (const c of found) ctx.move(c, Z.hand, me, { cause: 'to-hand', by: me });
      ctx.shuffle(Z.deck, me);
      return acted(found);
    },
    describe: (p) =>
      `reveal cards from the top of your deck until you reveal ${aCard(p.filter)}. Put that card into your hand and shuffle the rest into your deck`,
  }),
  /**
   * Reveal the top card: while it matches, put it into your hand and reveal the next; the first that
   * doesn't goes on the top or the bottom of your deck, as you choose.
   */
  revealTopRepeat: lorcanaVerb({
    run: (x, p: { readonly filter: CardFilter }) => {
      const { ctx } = x;
      const me = x.controller;
      const taken: CardId[] = [];
      for (let top = ctx.cards(Z.deck, me)[0]; top !== undefined; top = ctx.cards(Z.deck, me)[0]) {
        ctx.reveal([top]);
        if (!matches(ctx, top, p.filter, x.source, me)) {
          const where = ctx.chooseOption(me, ['top', 'bottom'] as const, {
            prompt: `${cardOf(ctx, x.source).name}: put it on the top or the bottom of your deck?`,
          });
          if (where === 'bottom') ctx.move(top, Z.deck, me, { position: 'bottom', cause: 'look', by: me });
          break;
        }
        ctx.move(top, Z.hand, me, { cause: 'to-hand', by: me });
        taken.push(top);
      }
      return acted(taken, true);
    },
    describe: (p) =>
      `reveal the top card of your deck. If it's ${aCard(p.filter)}, put it into your hand and repeat this effect. Otherwise, put it on either the top or the bottom of your deck`,
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
