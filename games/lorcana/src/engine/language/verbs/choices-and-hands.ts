/**
 * Lorcana's verbs of the tournament-deck templates: a player's choice that stops an effect
 * (“… unless that character's player puts that card on the bottom of their deck”), revealing a hand
 * and discarding a card of a kind (CR 7.3.4), choosing a player, discarding a whole hand, extra ink
 * plays for a turn (CR 4.2.3.1), removing all damage (CR 1.9.1.3), putting cards under others
 * (CR 5.1.1.5), players choosing their own cards, and discarding at random.
 *
 * @module
 */
import type { CardId } from '@cardloom/core';
import {
  amountParts,
  aOrAn,
  describeAmount,
  describeDuration,
  describeFilter,
  describePlayer,
  describeRef,
  SELF,
} from '../../../cards/describe-nouns.js';
import type { Effect, Target } from '../../../cards/vocabulary-effects.js';
import type { Amount, CardFilter, Duration, PlayerRef } from '../../../cards/vocabulary-refs.js';
import { removeDamage } from '../../changes/damage.js';
import { cardsUnder, discardCards, putIntoInkwell } from '../../changes/moves.js';
import { allowPlayFromUnder, putCardUnder } from '../../changes/under.js';
import type { Exec } from '../../effects/exec.js';
import { modifyPlayers } from '../../effects/lasting.js';
import { amountOf, matches, playersOf, turnOrder } from '../../effects/match.js';
import { resolveTarget } from '../../effects/targets.js';
import { cardOf, damageOf, isInPlay, Z } from '../../state/board.js';
import { acted, lorcanaVerb, t } from '../kit.js';
import { type LookTake, lookAtTop } from './deck.js';

/** The card a card is put under: “one of your characters or locations with Boost”. */
function hostText(host: Target): string {
  if (typeof host === 'object' && 'choose' in host && host.choose.owner === 'you' && !host.count)
    return `one of your ${describeFilter({ ...host.choose, owner: undefined, other: undefined }, true)}`;
  return t(host);
}

/** Runs nested steps in the same resolution. */
function run(x: Exec, steps: Effect): boolean {
  return x.env ? x.env.run(steps) : false;
}

/** Parameters of `unless`. */
export interface UnlessParams {
  /** The player who may prevent the effect by doing `their`. */
  readonly player: PlayerRef;
  readonly their: Effect;
  readonly steps: Effect;
}

/** Parameters of `revealHandDiscard`. */
export interface RevealHandDiscardParams {
  readonly player: PlayerRef;
  readonly filter: CardFilter;
  /** Who picks the discarded card: you, or the revealing player. */
  readonly chooser: 'you' | 'they';
}

/** The tournament-template verbs. */
export const CHOICE_AND_HAND_VERBS = {
  /**
   * “[steps] unless [player] [their]”: that player decides whether to do `their`; if they do it, the
   * steps don't happen, otherwise they do (CR 6.1.4, 6.1.5.1).
   */
  unless: lorcanaVerb({
    run: (x, p: UnlessParams): boolean => {
      const [player] = playersOf(x, p.player);
      if (player !== undefined && x.ctx.may(player, x.prompt()) && run(x, p.their)) return false;
      return run(x, p.steps);
    },
    describe: (p, say): string => {
      const who = p.player === 'ownerOfIt' ? "that character's player" : describePlayer(p.player);
      // “puts that card on the bottom of their deck”: the player as the subject.
      const their = say
        .nested(p.their)
        .replace(
          /^put (.+?) on the bottom of their owners' decks in any order$/,
          'puts $1 on the bottom of their deck',
        );
      return `${say.nested(p.steps)} unless ${who} ${their}`;
    },
  }),
  /** The player reveals their hand and discards a matching card: your choice or theirs (CR 7.3.4). */
  revealHandDiscard: lorcanaVerb({
    run: (x, p: RevealHandDiscardParams) => {
      const { ctx } = x;
      const discarded: CardId[] = [];
      for (const pl of playersOf(x, p.player)) {
        const hand = ctx.cards(Z.hand, pl).slice();
        if (hand.length > 0) ctx.reveal(hand);
        const options = hand.filter((c) => matches(ctx, c, p.filter, x.source, x.controller));
        const chooser = p.chooser === 'you' ? x.controller : pl;
        const picked = ctx.chooseCards(chooser, options, {
          min: Math.min(1, options.length),
          max: 1,
          prompt: x.prompt(),
          reveal: hand,
          rule: '7.3.4',
        });
        discardCards(ctx, pl, picked);
        discarded.push(...picked);
      }
      return acted(discarded);
    },
    describe: (p) =>
      `${describePlayer(p.player)} reveals their hand and discards ${aOrAn(describeFilter(p.filter))} of ${p.chooser === 'you' ? 'your' : 'their'} choice`,
  }),
  /** “chosen player”: the controller picks any player, `chosenPlayer` in later steps. */
  choosePlayer: lorcanaVerb({
    run: (x, _p: object) => {
      [x.chosenPlayer] = x.ctx.choosePlayers(x.controller, turnOrder(x.ctx), {
        prompt: `${cardOf(x.ctx, x.source).name}: choose a player`,
      });
      return x.chosenPlayer !== undefined;
    },
    describe: () => 'choose a player',
  }),
  /** The player discards every card in their hand (CR 7.3.4). */
  discardHand: lorcanaVerb({
    run: (x, p: { readonly player?: PlayerRef }) => {
      const all: CardId[] = [];
      for (const pl of playersOf(x, p.player)) {
        const hand = x.ctx.cards(Z.hand, pl).slice();
        discardCards(x.ctx, pl, hand);
        all.push(...hand);
      }
      return acted(all, true);
    },
    describe: (p) =>
      p.player && p.player !== 'you'
        ? `${describePlayer(p.player)} discards all cards in their hand`
        : 'discard your hand',
  }),
  /** “you may put an additional card from your hand into your inkwell” for a duration (CR 4.2.3.1). */
  extraInk: lorcanaVerb({
    run: (x, p: { readonly duration: Duration }) => {
      modifyPlayers(x.ctx, [x.controller], 'extraInk', 1, p.duration, x.controller, x.source);
      return true;
    },
    describe: (p) =>
      `${describeDuration(p.duration)}, you may put an additional card from your hand into your inkwell facedown`,
  }),
  /** Remove all damage (CR 1.9.1.3); how much was removed is counted for “this way”. */
  removeAllDamage: lorcanaVerb({
    run: (x, p: { readonly target: Target }) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      let removed = 0;
      for (const c of cards) if (isInPlay(x.ctx, c)) removed += removeDamage(x.ctx, c, damageOf(x.ctx, c));
      x.counted = removed;
      return acted(cards);
    },
    describe: (p) => `remove all damage from ${t(p.target)}`,
  }),
  /** Put cards under a card in play, faceup or facedown (CR 5.1.1.5). */
  putUnder: lorcanaVerb({
    run: (x, p: { readonly cards: Target; readonly host: Target; readonly faceDown?: boolean }) => {
      const [host] = resolveTarget(x, p.host, x.prompt());
      if (host === undefined || !isInPlay(x.ctx, host)) return false;
      const cards = resolveTarget(x, p.cards, x.prompt()).filter((c) => c !== host);
      for (const c of cards) putCardUnder(x.ctx, c, host, p.faceDown ?? false, x.controller);
      return acted(cards);
    },
    describe: (p) =>
      p.cards === 'self'
        ? `put ${SELF} ${p.faceDown ? 'facedown' : 'faceup'} under ${hostText(p.host)}`
        : `put ${t(p.cards)} under ${hostText(p.host)}${p.faceDown ? ' facedown' : ' faceup'}`,
  }),
  /** Choose and discard as many cards as the amount counts (“then choose and discard that many cards”). */
  discardCount: lorcanaVerb({
    run: (x, p: { readonly amount: Amount; readonly thatMany?: boolean }) => {
      const n = amountOf(x, p.amount);
      const hand = x.ctx.cards(Z.hand, x.controller).slice();
      const k = Math.min(n, hand.length);
      const picked = x.ctx.chooseCards(x.controller, hand, {
        min: k,
        max: k,
        prompt: x.prompt(),
        rule: '7.3.4',
      });
      discardCards(x.ctx, x.controller, picked);
      return picked.length >= n;
    },
    describe: (p) => {
      if (p.thatMany) return 'choose and discard that many cards';
      const { n, per } = amountParts(p.amount);
      return `choose and discard ${n === '1' ? 'a card' : `${n} cards`}${per}`;
    },
  }),
  /**
   * Each given player reveals the top card of their deck; if it matches they may put it into their
   * hand, otherwise (or if they don't) it goes on the bottom of their deck.
   */
  revealTopEach: lorcanaVerb({
    run: (x, p: { readonly player: PlayerRef; readonly ifMatches: CardFilter }) => {
      const { ctx } = x;
      for (const pl of playersOf(x, p.player)) {
        const top = ctx.cards(Z.deck, pl)[0];
        if (top === undefined) continue;
        ctx.reveal([top]);
        const hit = matches(ctx, top, p.ifMatches, x.source, x.controller);
        if (hit && ctx.may(pl, x.prompt())) ctx.move(top, Z.hand, pl, { cause: 'to-hand', by: pl });
        else if (!hit) ctx.move(top, Z.deck, pl, { position: 'bottom', cause: 'to-bottom', by: pl });
      }
      return true;
    },
    describe: (p) =>
      `${describePlayer(p.player)} reveals the top card of their deck; if it's ${aOrAn(`${describeFilter(p.ifMatches)} card`)}, they may put it into their hand; otherwise, they put it on the bottom of their deck`,
  }),
  /** Each given player may put up to `count` cards from their discard into their inkwell (CR 7.5.2). */
  inkFromDiscard: lorcanaVerb({
    run: (x, p: { readonly player: PlayerRef; readonly count: number; readonly exerted?: boolean }) => {
      const { ctx } = x;
      for (const pl of playersOf(x, p.player)) {
        const discard = ctx.cards(Z.discard, pl).slice();
        const picked = ctx.chooseCards(pl, discard, { min: 0, max: p.count, prompt: x.prompt() });
        for (const c of picked) putIntoInkwell(ctx, c, p.exerted ?? false, pl);
      }
      return true;
    },
    describe: (p) =>
      `${describePlayer(p.player)} may put up to ${p.count} cards from their discard into their inkwell facedown${p.exerted ? ' and exerted' : ''}`,
  }),
  /** Return cards chosen at random from your inkwell to your hand. */
  returnRandomInk: lorcanaVerb({
    run: (x, p: { readonly count: number }) => {
      const { ctx } = x;
      for (let i = 0; i < p.count; i++) {
        const ink = ctx.cards(Z.inkwell, x.controller);
        if (ink.length === 0) return false;
        // At random: from the game's seeded generator.
        ctx.move(ink[ctx.random(ink.length)], Z.hand, x.controller, { cause: 'return', by: x.controller });
      }
      return true;
    },
    describe: (p) =>
      `return ${p.count === 1 ? 'a card' : `${p.count} cards`} at random from your inkwell to your hand`,
  }),
  /** Look at as many cards from the top of your deck as the amount counts (CR 1.2.3), then as `lookAtTop`. */
  lookAtTopCounted: lorcanaVerb({
    run: (
      x,
      p: { readonly count: Amount; readonly take: LookTake; readonly rest: 'deckTop' | 'deckBottom' },
    ) => lookAtTop(x, amountOf(x, p.count), p.take, p.rest),
    describe: (p) => {
      const where = p.take.to === 'hand' ? 'into your hand' : 'on top of your deck';
      const n =
        typeof p.count === 'object' && 'cardsUnder' in p.count
          ? `the number of cards under ${describeRef(p.count.cardsUnder, SELF)}`
          : describeAmount(p.count);
      const look = p.take.revealAll ? 'reveal' : 'look at';
      const put =
        p.take.all && p.take.filter ? `all revealed ${describeFilter(p.take.filter, true)}` : `${p.take.max}`;
      return `${look} a number of cards from the top of your deck equal to ${n}; put ${put} ${where} and put the rest on the ${p.rest === 'deckTop' ? 'top' : 'bottom'} of your deck in any order`;
    },
  }),
  /** “This turn, you may play characters from under this item.” (CR 5.1.1.5: they are not in play). */
  playFromUnder: lorcanaVerb({
    run: (x, p: { readonly filter: CardFilter; readonly duration: Duration }) => {
      allowPlayFromUnder(x.ctx, x.source, x.controller, p.filter);
      return p.duration === 'thisTurn';
    },
    describe: (p) =>
      `${describeDuration(p.duration)}, you may play ${describeFilter(p.filter, true)} from under ${SELF}`,
  }),
  /** Put every matching card of your discard on the bottom of your deck, in the order you choose (CR 7.2.3). */
  allFromDiscardToBottom: lorcanaVerb({
    run: (x, p: { readonly filter: CardFilter }) => {
      const { ctx } = x;
      const cards = ctx
        .cards(Z.discard, x.controller)
        .filter((c) => matches(ctx, c, p.filter, x.source, x.controller));
      const ordered =
        cards.length > 1 ? ctx.order(x.controller, cards, { prompt: x.prompt(), rule: '7.2.3' }) : cards;
      for (const c of ordered)
        ctx.move(c, Z.deck, x.controller, { position: 'bottom', cause: 'to-bottom', by: x.controller });
      return acted(ordered, true);
    },
    describe: (p) =>
      `put all ${describeFilter(p.filter, true)} from your discard on the bottom of your deck in any order`,
  }),
  /**
   * Put the top card of your deck under a card in play, facedown (CR 8.4.2) or faceup; `boost`: as
   * the Boost keyword does (CR 8.4.1), which “put under with Boost” triggers tell apart.
   */
  putTopUnder: lorcanaVerb({
    run: (x, p: { readonly host: Target; readonly faceDown?: boolean; readonly boost?: true }) => {
      const [host] = resolveTarget(x, p.host, x.prompt());
      const top = x.ctx.cards(Z.deck, x.controller)[0];
      if (host === undefined || top === undefined || !isInPlay(x.ctx, host)) return false;
      putCardUnder(x.ctx, top, host, p.faceDown ?? true, x.controller, p.boost === true);
      return acted([host]);
    },
    describe: (p) =>
      `put the top card of your deck ${p.faceDown === false ? 'faceup' : 'facedown'} under ${hostText(p.host)}`,
  }),
  /** Put every card under a card into your hand (CR 5.1.1.5). */
  underToHand: lorcanaVerb({
    run: (x, p: { readonly host: Target }) => {
      const [host] = resolveTarget(x, p.host, x.prompt());
      if (host === undefined || !isInPlay(x.ctx, host)) return false;
      const cards = cardsUnder(x.ctx, host);
      for (const c of cards)
        x.ctx.move(c, Z.hand, x.ctx.card(c).owner, { cause: 'to-hand', by: x.controller });
      return acted(cards, true);
    },
    describe: (p) => `put all cards from under ${t(p.host)} into your hand`,
  }),
  /** Ready every card in your inkwell (CR 4.3.3.1). */
  readyInkwell: lorcanaVerb({
    run: (x, _p: object) => {
      for (const c of x.ctx.cards(Z.inkwell, x.controller))
        if (x.ctx.card(c).tapped) x.ctx.setTapped(c, false);
      return true;
    },
    describe: () => 'ready all cards in your inkwell',
  }),
};
