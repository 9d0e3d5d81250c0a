/**
 * Lorcana's verbs: players discarding a counted number of cards
 * (“each opponent chooses and discards a card for each card that was under him”, CR 6.1.8, 7.3.4),
 * or one of two kinds of discard (“either 2 cards or 1 action card”, CR 6.1.5.2).
 *
 * @module
 */
import { amountParts, describeFilter, describePlayer } from '../../../cards/describe-nouns.js';
import type { Amount, CardFilter, PlayerRef } from '../../../cards/vocabulary-refs.js';
import { discardCards } from '../../changes/moves.js';
import { amountOf, matches, playersOf, refCards } from '../../effects/match.js';
import { singersOf } from '../../history/resolution-memory.js';
import { cardOf, Z } from '../../state/board.js';
import { acted, lorcanaVerb } from '../kit.js';

/** Parameters of `discardCounted`. */
export interface DiscardCountedParams {
  /** How many each player discards, counted once as the step resolves (CR 6.1.8). */
  readonly amount: Amount;
  readonly player: PlayerRef;
}

/** One kind of discard of `discardEither`: `amount` cards, matching `filter` if given. */
export interface DiscardOption {
  readonly amount: number;
  readonly filter?: CardFilter;
}

/** Parameters of `discardEither`. */
export interface DiscardEitherParams {
  readonly player: PlayerRef;
  readonly options: readonly DiscardOption[];
}

function optionText(o: DiscardOption): string {
  const noun = describeFilter({ type: undefined, ...o.filter }, o.amount > 1);
  return `${o.amount} ${o.filter?.type && !/card/.test(noun) ? `${noun} card${o.amount > 1 ? 's' : ''}` : noun}`;
}

/** The verbs of this family. */
export const COUNTED_DISCARD_VERBS = {
  /**
   * Each of the players chooses that many cards of their hand (all of it if fewer) and discards
   * them, in turn order (CR 6.7.5, 7.3.4).
   */
  discardCounted: lorcanaVerb({
    run: (x, p: DiscardCountedParams) => {
      const n = amountOf(x, p.amount);
      let all = true;
      for (const pl of playersOf(x, p.player)) {
        const hand = x.ctx.cards(Z.hand, pl).slice();
        const k = Math.min(n, hand.length);
        const picked = x.ctx.chooseCards(pl, hand, { min: k, max: k, prompt: x.prompt(), rule: '7.3.4' });
        discardCards(x.ctx, pl, picked);
        if (picked.length < n) all = false;
      }
      return all;
    },
    describe: (p) => {
      const { n, per } = amountParts(p.amount);
      return `${describePlayer(p.player)} chooses and discards ${n === '1' ? 'a card' : `${n} cards`}${per}`;
    },
  }),
  /**
   * “chooses and discards either 2 cards or 1 action card”: each player picks an option they can
   * do — one with a matching card in hand (CR 6.1.5.2) — and discards that many matching cards.
   */
  discardEither: lorcanaVerb({
    run: (x, p: DiscardEitherParams) => {
      const { ctx } = x;
      let all = true;
      for (const pl of playersOf(x, p.player)) {
        const hand = ctx.cards(Z.hand, pl);
        const fits = (o: DiscardOption) =>
          hand.filter((c) => !o.filter || matches(ctx, c, o.filter, x.source, x.controller));
        const open = p.options.filter((o) => fits(o).length > 0);
        if (open.length === 0) continue;
        const keys = open.map((_, i) => String(i));
        const pick =
          open.length === 1
            ? open[0]
            : open[
                Number(
                  ctx.chooseOption(pl, keys, {
                    prompt: `${cardOf(ctx, x.source).name}: which cards do you discard?`,
                    labels: open.map(optionText),
                    rule: '6.1.5.2',
                  }),
                )
              ];
        const pool = fits(pick);
        const k = Math.min(pick.amount, pool.length);
        const picked = ctx.chooseCards(pl, pool, { min: k, max: k, prompt: x.prompt(), rule: '7.3.4' });
        discardCards(ctx, pl, picked);
        if (picked.length < pick.amount) all = false;
      }
      return all;
    },
    describe: (p) =>
      `${describePlayer(p.player)} chooses and discards either ${p.options.map(optionText).join(' or ')}`,
  }),
  /**
   * “If 2 or more characters sang this song, …”: the characters that sang the resolving song become
   * “them” for the next steps; done only when at least `atLeast` sang it (CR 8.12, 6.2.4).
   */
  singers: lorcanaVerb({
    run: (x, p: { readonly atLeast: number; readonly of?: 'eventCard' }) => {
      const [song] = p.of ? refCards(x, p.of) : [x.source];
      const sang = song === undefined ? [] : singersOf(x.ctx, song);
      return sang.length >= p.atLeast ? acted(sang) : acted([], false);
    },
    describe: (p) =>
      p.of
        ? 'choose the characters that sang that song'
        : `if ${p.atLeast} or more characters sang this song, choose them`,
  }),
};
