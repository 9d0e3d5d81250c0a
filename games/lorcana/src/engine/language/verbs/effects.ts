/**
 * Lorcana's verbs of issue 16's effect family: a player choosing one of their own characters for an
 * effect (“each opponent chooses and exerts one of their characters”), milling, shuffling cards of a discard in, and discarding at
 * random.
 *
 * @module
 */
import type { CardId, PlayerId } from '@cardloom/core';
import type { StepResult } from '@cardloom/core/cards';
import { describeFilter, describePlayer, isPlural } from '../../../cards/describe-nouns.js';
import type { Effect, Target } from '../../../cards/vocabulary-effects.js';
import type { CardFilter, PlayerRef } from '../../../cards/vocabulary-refs.js';
import { discardCards, gainLore, loseLore, putIntoInkwell } from '../../changes/moves.js';
import type { Exec } from '../../effects/exec.js';
import { matches, playersOf, turnOrder } from '../../effects/match.js';
import { cardsInPlay, resolveTarget } from '../../effects/targets.js';
import { cardOf, loreOf, Z } from '../../state/board.js';
import { acted, lorcanaVerb, t } from '../kit.js';

/** Parameters of `playersChoose`. */
export interface PlayersChooseParams {
  /** Who chooses, each in turn order from the active player (CR 6.7.5). */
  readonly players: PlayerRef;
  /** Which of their own cards in play they may choose (ownership is theirs, not the controller's). */
  readonly filter: CardFilter;
  /** What happens to the chosen card (“that card” / “them” inside). */
  readonly steps: Effect;
}

/** Parameters of `mayDiscardOr`. */
export interface MayDiscardOrParams {
  readonly players: PlayerRef;
  readonly amount: number;
  /** What happens, for the controller, for each of them who doesn't discard. */
  readonly otherwise: Effect;
}

const cardsText = (n: number): string => (n === 1 ? 'a card' : `${n} cards`);

/** “chooses and exerts”: the third person of a one-word verb the chooser performs. */
const THIRD_PERSON: Record<string, string> = { banish: 'banishes', exert: 'exerts', ready: 'readies' };

/** A step as the describer reads it (the step types themselves refer back to the verbs). */
interface StepShape {
  readonly do: string;
  readonly target?: unknown;
  readonly amount?: unknown;
  readonly exerted?: boolean;
  readonly may?: unknown;
  readonly if?: unknown;
}

function describeChoose(p: PlayersChooseParams, nested: (steps: Effect) => string): string {
  const who = describePlayer(p.players);
  const what = `one of their ${describeFilter(p.filter, true)}`;
  const steps = p.steps as readonly StepShape[];
  const [only] = steps;
  if (steps.length === 1 && only.may === undefined && only.if === undefined) {
    if ((only.do === 'banish' || only.do === 'exert' || only.do === 'ready') && only.target === 'it')
      return `${who} chooses and ${THIRD_PERSON[only.do]} ${what}`;
    if (only.do === 'toHand' && only.target === 'it')
      return `${who} chooses ${what} and returns that card to their hand`;
    if (only.do === 'dealDamage' && only.target === 'it' && typeof only.amount === 'number')
      return `${who} chooses ${what} and deals ${only.amount} damage to them`;
    if (only.do === 'putOnDeckBottom' && only.target === 'it')
      return `${who} chooses ${what} and puts that card on the bottom of their deck`;
    if (only.do === 'putIntoInkwell' && only.target === 'it')
      return `${who} chooses ${what} and puts them into their inkwell facedown${only.exerted ? ' and exerted' : ''}`;
  }
  return `${who} chooses ${what}; with that card: ${nested(p.steps)}`;
}

/** Moves the top `n` cards of `player`'s deck to their discard; returns them. */
function mill(x: Exec, player: PlayerId, n: number): CardId[] {
  const top = x.ctx.cards(Z.deck, player).slice(0, n);
  for (const c of top) x.ctx.move(c, Z.discard, player, { cause: 'mill', by: x.controller });
  return top;
}

/** The verbs of the effect family. */
export const EFFECT_VERBS = {
  /**
   * Each of the players chooses one of their own cards in play matching the filter — no one else's,
   * so Ward doesn't stop them (CR 8.15.1) — and the steps act on it. A player with none chooses
   * nothing.
   */
  playersChoose: lorcanaVerb({
    run: (x, p: PlayersChooseParams): StepResult => {
      const { ctx } = x;
      const picked: CardId[] = [];
      for (const pl of playersOf(x, p.players)) {
        const mine = cardsInPlay(x, p.filter).filter((c) => ctx.card(c).controller === pl);
        const [card] = ctx.chooseCards(pl, mine, {
          min: Math.min(1, mine.length),
          max: 1,
          prompt: `${cardOf(ctx, x.source).name}: choose one of your ${describeFilter(p.filter, true)}`,
        });
        if (card === undefined) continue;
        picked.push(card);
        const steps: Effect = [{ do: 'bindIt', cards: [card] }, ...p.steps];
        x.env?.run(steps);
      }
      return acted(picked);
    },
    describe: (p, say): string => describeChoose(p, (steps) => say.nested(steps)),
  }),
  /** Put the top `amount` cards of the player's deck into their discard (fewer if the deck is short). */
  mill: lorcanaVerb({
    run: (x, p: { readonly amount: number; readonly player?: PlayerRef; readonly full?: boolean }) => {
      const players = playersOf(x, p.player);
      // `full`: the part [A] of “[A] to [B]” — with too few cards it can't be paid at all (CR 6.1.5.1).
      if (p.full && players.some((pl) => x.ctx.count(Z.deck, pl) < p.amount)) return false;
      const all: CardId[] = [];
      let full = true;
      for (const pl of players) {
        const milled = mill(x, pl, p.amount);
        if (milled.length < p.amount) full = false;
        all.push(...milled);
      }
      // Done only in full: “put the top 3 cards of your deck into your discard to …” with 2 left
      // can't be completely performed, so what follows doesn't happen (CR 6.1.5.1).
      return acted(all, full && all.length > 0);
    },
    describe: (p) => {
      const cards = p.amount === 1 ? 'the top card' : `the top ${p.amount} cards`;
      if (!p.player || p.player === 'you') return `put ${cards} of your deck into your discard`;
      return `${describePlayer(p.player)} puts ${cards} of their deck into their discard`;
    },
  }),
  /** Shuffle every matching card of the players' discards into their decks (CR 7.3, shuffled after). */
  shuffleDiscardIn: lorcanaVerb({
    run: (x, p: { readonly filter: CardFilter; readonly player?: PlayerRef }) => {
      const { ctx } = x;
      const moved: CardId[] = [];
      for (const pl of playersOf(x, p.player)) {
        const cards = ctx
          .cards(Z.discard, pl)
          .filter((c) => matches(ctx, c, p.filter, x.source, x.controller));
        for (const c of cards) ctx.move(c, Z.deck, pl, { cause: 'shuffle-in', by: x.controller });
        if (cards.length > 0) ctx.shuffle(Z.deck, pl);
        moved.push(...cards);
      }
      return acted(moved);
    },
    describe: (p) => {
      // “character cards”, “Broom cards”: cards of a type or with a classification.
      const what =
        p.filter.type === undefined ? describeFilter(p.filter, true) : `${describeFilter(p.filter)} cards`;
      if (!p.player || p.player === 'you') return `shuffle all ${what} from your discard into your deck`;
      return `${describePlayer(p.player)} shuffles all ${what} from their discard into their deck`;
    },
  }),
  /**
   * Each of the players may choose and discard cards (CR 6.1.4: theirs to decline); for each who
   * doesn't — declining or having too few cards — the `otherwise` steps happen for the controller.
   */
  mayDiscardOr: lorcanaVerb({
    run: (x, p: MayDiscardOrParams): StepResult => {
      const { ctx } = x;
      let all = true;
      for (const pl of playersOf(x, p.players)) {
        const hand = ctx.cards(Z.hand, pl).slice();
        const name = cardOf(ctx, x.source).name;
        const did =
          hand.length >= p.amount && ctx.may(pl, `${name}: choose and discard ${cardsText(p.amount)}?`);
        if (did) {
          const picked = ctx.chooseCards(pl, hand, {
            min: p.amount,
            max: p.amount,
            prompt: `${name}: discard ${cardsText(p.amount)}`,
            rule: '7.3.4',
          });
          discardCards(ctx, pl, picked);
        } else if (!(x.env?.run(p.otherwise) ?? false)) all = false;
      }
      return all;
    },
    describe: (p, say): string =>
      `${describePlayer(p.players)} may choose and discard ${cardsText(p.amount)}; for each ${p.players === 'eachPlayer' ? 'player' : 'opponent'} who doesn't, ${say.nested(p.otherwise).replace(/^(gain|draw) /, 'you $1 ')}`,
  }),
  /**
   * Put the top cards of the players' decks into their inkwells facedown (CR 4.2.3.2 events); each
   * player puts their own (“that player puts the top card of their deck into their inkwell”).
   */
  inkTop: lorcanaVerb({
    run: (
      x,
      p: { readonly amount: number; readonly player?: PlayerRef; readonly exerted?: boolean },
    ): StepResult => {
      const inked: CardId[] = [];
      for (const pl of playersOf(x, p.player)) {
        const top = x.ctx.cards(Z.deck, pl).slice(0, p.amount);
        for (const c of top) putIntoInkwell(x.ctx, c, p.exerted ?? false, pl);
        inked.push(...top);
      }
      return acted(inked);
    },
    describe: (p) => {
      const cards = p.amount === 1 ? 'the top card' : `the top ${p.amount} cards`;
      const how = `facedown${p.exerted ? ' and exerted' : ''}`;
      if (!p.player || p.player === 'you') return `put ${cards} of your deck into your inkwell ${how}`;
      return `${describePlayer(p.player)} puts ${cards} of their deck into their inkwell ${how}`;
    },
  }),
  /** Players reveal their hands: to every player, or (`toYou`) to the controller only (“look at”). */
  revealHand: lorcanaVerb({
    run: (x, p: { readonly player: PlayerRef; readonly toYou?: boolean }) => {
      for (const pl of playersOf(x, p.player)) {
        const hand = x.ctx.cards(Z.hand, pl).slice();
        if (hand.length > 0) x.ctx.reveal(hand, p.toYou ? [x.controller] : undefined);
      }
      return true;
    },
    describe: (p) =>
      p.toYou
        ? `look at ${p.player === 'opponents' ? "each opponent's" : `${describePlayer(p.player)}'s`} hand`
        : `${describePlayer(p.player)} reveals their hand`,
  }),
  /** Put cards on the top of their owners' decks; an owner with several orders them (CR 7.2.3). */
  putOnDeckTop: lorcanaVerb({
    run: (x, p: { readonly target: Target }) => {
      const { ctx } = x;
      const cards = resolveTarget(x, p.target, x.prompt());
      for (const pl of turnOrder(ctx)) {
        const mine = cards.filter((c) => ctx.card(c).owner === pl);
        const ordered =
          mine.length > 1
            ? ctx.order(pl, mine, { prompt: 'Order (first is nearest the top)', rule: '7.2.3' })
            : mine;
        for (let i = ordered.length - 1; i >= 0; i--)
          ctx.move(ordered[i], Z.deck, pl, { position: 'top', cause: 'to-top', by: x.controller });
      }
      return acted(cards);
    },
    describe: (p) => {
      const mine = typeof p.target === 'object' && 'choose' in p.target && p.target.zone !== undefined;
      return `put ${t(p.target)} on the top of ${mine ? 'your deck' : "their owners' decks"}${isPlural(p.target) ? ' in any order' : ''}`;
    },
  }),
  /** Each opponent with more lore than you (compared as the step resolves) loses lore (CR 1.11). */
  richerLoseLore: lorcanaVerb({
    run: (x, p: { readonly amount: number }) => {
      const mine = loreOf(x.ctx, x.controller);
      const richer = playersOf(x, 'opponents').filter((pl) => loreOf(x.ctx, pl) > mine);
      for (const pl of richer) loseLore(x.ctx, pl, p.amount);
      return richer.length > 0;
    },
    describe: (p) => `each opponent with more lore than you loses ${p.amount} lore`,
  }),
  /** The players gain lore (“its player gains 2 lore”, CR 1.11). */
  playerGainsLore: lorcanaVerb({
    run: (x, p: { readonly amount: number; readonly player: PlayerRef }) => {
      const players = playersOf(x, p.player);
      for (const pl of players) gainLore(x.ctx, pl, p.amount);
      return players.length > 0;
    },
    describe: (p) => `${describePlayer(p.player)} gains ${p.amount} lore`,
  }),
  /** The player discards cards chosen at random from their hand (seeded: replays discard the same). */
  discardRandom: lorcanaVerb({
    run: (x, p: { readonly amount: number; readonly player?: PlayerRef }) => {
      const { ctx } = x;
      let all = true;
      for (const pl of playersOf(x, p.player)) {
        const picked: CardId[] = [];
        for (let i = 0; i < p.amount; i++) {
          const hand = ctx.cards(Z.hand, pl).filter((c) => !picked.includes(c));
          if (hand.length === 0) {
            all = false;
            break;
          }
          picked.push(hand[ctx.random(hand.length)]);
        }
        discardCards(ctx, pl, picked);
      }
      return all;
    },
    describe: (p) => {
      const n = p.amount === 1 ? 'a card' : `${p.amount} cards`;
      if (!p.player || p.player === 'you') return `discard ${n} at random`;
      return `${describePlayer(p.player)} discards ${n} at random`;
    },
  }),
};
