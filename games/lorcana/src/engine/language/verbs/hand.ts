/**
 * Lorcana's verbs for hands, decks and inkwells: choosing, drawing and discarding (CR 1.12, 7.3.4),
 * returning to hand and inking as an effect.
 *
 * @module
 */
import type { CardId, PlayerId } from '@cardloom/core';
import { amountParts, aOrAn, describeAmount, describePlayer } from '../../../cards/describe-nouns.js';
import type { Target } from '../../../cards/vocabulary-effects.js';
import type { Amount, PlayerRef } from '../../../cards/vocabulary-refs.js';
import { discardCards, drawCards, moveWithStack, putIntoInkwell } from '../../changes/moves.js';
import type { Exec } from '../../effects/exec.js';
import { amountOf, playersOf } from '../../effects/match.js';
import { resolveTarget } from '../../effects/targets.js';
import { cardOf, Z } from '../../state/board.js';
import { acted, lorcanaVerb, t } from '../kit.js';

/** `p` chooses `n` cards of their hand (all of it if fewer) and discards them; returns how many. */
function chooseAndDiscard(x: Exec, p: PlayerId, n: number, prompt: string, rule: string): number {
  const hand = x.ctx.cards(Z.hand, p).slice();
  const k = Math.min(n, hand.length);
  const picked = x.ctx.chooseCards(p, hand, { min: k, max: k, prompt, rule });
  discardCards(x.ctx, p, picked);
  return picked.length;
}

/** “… draws”, “… chooses and discards”: the player as the subject, or the bare verb for you. */
function who(player: PlayerRef | undefined, you: string, they: string): string {
  return player && player !== 'you' ? `${describePlayer(player)} ${they}` : you;
}

/** “draw until you have 3 cards in your hand”, “that player chooses and discards until …” (CR 6.1.8.1). */
function describeUntil(draw: boolean, n: Amount, player: PlayerRef = 'you'): string {
  const [whose, they] = player === 'you' ? ['your', 'you'] : ['their', 'they'];
  const has =
    typeof n === 'number'
      ? `${they} have ${n} ${n === 1 ? 'card' : 'cards'} in ${whose} hand`
      : 'handSize' in n && typeof n.handSize === 'string'
        ? `${they} have as many cards in ${whose} hand as ${describePlayer(n.handSize)}`
        : `${they} have ${describeAmount(n)} cards in ${whose} hand`;
  if (player === 'you') return `${draw ? 'draw' : 'choose and discard'} until ${has}`;
  const subject = player === 'thatPlayer' ? '' : `${describePlayer(player)} `;
  const verb = draw ? (subject ? 'draws' : 'draw') : subject ? 'chooses and discards' : 'choose and discard';
  return `${subject}${verb} until ${has}`;
}

/** The verbs of hands, decks and inkwells. */
export const HAND_VERBS = {
  /** Choose cards without acting on them yet (later steps refer to `it`). */
  choose: lorcanaVerb({
    run: (x, p: { readonly target: Target }) => acted(resolveTarget(x, p.target, x.prompt())),
    describe: (p) => {
      const what = t(p.target);
      return `choose ${what.startsWith('chosen ') ? aOrAn(what.slice(7)) : what}`;
    },
  }),
  /** “chosen opponent”: the controller picks one opponent, `chosenOpponent` in later steps. */
  chooseOpponent: lorcanaVerb({
    run: (x, _p: object) => {
      const candidates = playersOf(x, 'opponents');
      if (candidates.length === 0) return false;
      [x.chosenOpponent] = x.ctx.choosePlayers(x.controller, candidates, {
        prompt: `${cardOf(x.ctx, x.source).name}: choose an opponent`,
      });
      return true;
    },
    describe: () => 'choose an opponent',
  }),
  draw: lorcanaVerb({
    run: (x, p: { readonly amount: Amount; readonly player?: PlayerRef }) => {
      const n = amountOf(x, p.amount);
      let all = true;
      for (const pl of playersOf(x, p.player)) if (drawCards(x.ctx, pl, n).length < n) all = false;
      return all;
    },
    describe: (p) => {
      const subject =
        p.player && p.player !== 'you' && p.player !== 'thatPlayer'
          ? `${describePlayer(p.player)} draws`
          : 'draw';
      if (typeof p.amount === 'number')
        return `${subject} ${p.amount === 1 ? 'a card' : `${p.amount} cards`}`;
      const { n, per } = amountParts(p.amount);
      return `${subject} ${n === '1' ? 'a card' : `${n} cards`}${per}`;
    },
  }),
  /** The player chooses any number of cards of their hand, none included, and discards them (CR 7.3.4). */
  discardAnyNumber: lorcanaVerb({
    run: (x, p: { readonly player?: PlayerRef }) => {
      const discarded: CardId[] = [];
      for (const pl of playersOf(x, p.player)) {
        const hand = x.ctx.cards(Z.hand, pl).slice();
        const picked = x.ctx.chooseCards(pl, hand, {
          min: 0,
          max: hand.length,
          prompt: `${cardOf(x.ctx, x.source).name}: choose cards to discard`,
          rule: '7.3.4',
        });
        discardCards(x.ctx, pl, picked);
        discarded.push(...picked);
      }
      // “That many” in the next step counts them (CR 6.1.11).
      return acted(discarded);
    },
    describe: (p) => `${who(p.player, 'choose and discard', 'chooses and discards')} any number of cards`,
  }),
  /** The player exerts every card in their inkwell (CR 4.3.3.1: exerted ink can't pay). */
  exertInkwell: lorcanaVerb({
    run: (x, p: { readonly player?: PlayerRef }) => {
      for (const pl of playersOf(x, p.player))
        for (const c of x.ctx.cards(Z.inkwell, pl)) if (!x.ctx.card(c).tapped) x.ctx.setTapped(c, true);
      return true;
    },
    describe: (p) =>
      `${who(p.player, 'exert', 'exerts')} all the cards in ${p.player && p.player !== 'you' ? 'their' : 'your'} inkwell`,
  }),
  /**
   * A player with more than `keep` cards in their inkwell returns cards chosen at random from it to
   * their hand until `keep` are left.
   */
  trimInkwell: lorcanaVerb({
    run: (x, p: { readonly keep: number; readonly player?: PlayerRef }) => {
      for (const pl of playersOf(x, p.player)) {
        // At random: from the game's seeded generator, so replays deal the same cards back.
        while (x.ctx.count(Z.inkwell, pl) > p.keep) {
          const ink = x.ctx.cards(Z.inkwell, pl);
          x.ctx.move(ink[x.ctx.random(ink.length)], Z.hand, pl, { cause: 'return', by: x.controller });
        }
      }
      return true;
    },
    describe: (p) =>
      p.player && p.player !== 'you'
        ? `${describePlayer(p.player)} with more than ${p.keep} cards in their inkwell returns cards at random from it to their hand until ${p.keep} are left`
        : `if you have more than ${p.keep} cards in your inkwell, return cards at random from it to your hand until ${p.keep} are left`,
  }),
  /** The player chooses and discards cards from their hand (CR 7.3.4). */
  discard: lorcanaVerb({
    run: (x, p: { readonly amount: number; readonly player?: PlayerRef; readonly full?: boolean }) => {
      let all = true;
      const players = playersOf(x, p.player);
      // `full`: the part [A] of “[A] to [B]” — with fewer cards in hand nothing is discarded (CR 6.1.5.1).
      if (p.full && players.some((pl) => x.ctx.count(Z.hand, pl) < p.amount)) return false;
      for (const pl of players) {
        if (chooseAndDiscard(x, pl, p.amount, `Discard ${p.amount}`, '7.3.4') < p.amount) all = false;
      }
      return all;
    },
    describe: (p) =>
      `${who(p.player, 'choose and discard', 'chooses and discards')} ${p.amount === 1 ? 'a card' : `${p.amount} cards`}`,
    // An option to discard can be chosen only with a card in hand (CR 6.1.5.2).
    possible: (x) => x.ctx.count(Z.hand, x.controller) >= 1,
  }),
  /**
   * Draw until the player has `handSize` cards in hand (a number, or e.g. another player's hand
   * size): how many is counted once as the step resolves (CR 6.1.8.1); with that many or more they
   * draw none.
   */
  drawUntil: lorcanaVerb({
    run: (x, p: { readonly handSize: Amount; readonly player?: PlayerRef }) => {
      let all = true;
      for (const pl of playersOf(x, p.player)) {
        // How many is counted once, before the first draw (CR 6.1.8.1).
        const n = amountOf(x, p.handSize) - x.ctx.count(Z.hand, pl);
        if (n > 0 && drawCards(x.ctx, pl, n).length < n) all = false;
      }
      return all;
    },
    describe: (p) => describeUntil(true, p.handSize, p.player),
  }),
  /**
   * The player chooses cards from their hand and discards them until they have `handSize` left;
   * how many is counted once as the step resolves (CR 6.1.8.1, 7.3.4).
   */
  discardUntil: lorcanaVerb({
    run: (x, p: { readonly handSize: Amount; readonly player?: PlayerRef }) => {
      for (const pl of playersOf(x, p.player)) {
        // Counted once (CR 6.1.8.1); the player picks which cards go (CR 7.3.4).
        const keep = amountOf(x, p.handSize);
        const n = x.ctx.count(Z.hand, pl) - keep;
        if (n > 0) chooseAndDiscard(x, pl, n, `Discard down to ${keep} cards`, '6.1.8.1');
      }
      return true;
    },
    describe: (p) => describeUntil(false, p.handSize, p.player),
  }),
  /** Put cards into their owner's hand from play, discard or deck — not drawing (CR 1.12.3). */
  toHand: lorcanaVerb({
    run: (x, p: { readonly target: Target }) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      for (const c of cards) moveWithStack(x.ctx, c, Z.hand, { cause: 'to-hand', by: x.controller });
      return acted(cards);
    },
    describe: (p) => `put ${t(p.target)} into its owner's hand`,
  }),
  putIntoInkwell: lorcanaVerb({
    run: (x, p: { readonly target: Target; readonly exerted?: boolean }) => {
      const cards = resolveTarget(x, p.target, x.prompt());
      for (const c of cards) putIntoInkwell(x.ctx, c, p.exerted ?? false, x.controller);
      // The cards are “that card” for later steps (“That player puts the top card …”).
      return acted(cards);
    },
    describe: (p) => `put ${t(p.target)} into the inkwell facedown${p.exerted ? ' and exerted' : ''}`,
  }),
};
