/**
 * Lorcana's deck verbs: searching your deck
 * (CR 7.1.4: a search of a hidden zone may fail to find), looking at the top of your or another
 * player's deck and revealing from it.
 *
 * @module
 */
import type { CardId, PlayerId } from '@cardloom/core';
import { describeFilter, describePlayer } from '../../../cards/describe-nouns.js';
import type { CardFilter, PlayerRef } from '../../../cards/vocabulary-refs.js';
import type { Exec } from '../../effects/exec.js';
import { matches, playersOf } from '../../effects/match.js';
import { cardOf, Z } from '../../state/board.js';
import { acted, lorcanaVerb } from '../kit.js';
import { aCard, ordered } from './card-kinds.js';

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

/** The deck verbs of this family. */
export const DECK_SEARCH_VERBS = {
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
};
