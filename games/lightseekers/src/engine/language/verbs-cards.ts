/**
 * Lightseekers verbs that move cards between hand, deck and discard pile (Lightseekers 3.4.2, 3.4.4,
 * 4.3.4, 4.3.5, 4.4, 6 Burn, 6 Discard): Draw, Discard, recovering, tucking and searching.
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import type { Amount, CardFilter, Who } from '../../cards/vocabulary-effects.js';
import { cardMatches, matching } from '../elements/card-filters.js';
import { isImmune } from '../modifiers/damage.js';
import { bears } from '../modifiers/modifiers.js';
import { cardOf, Z } from '../table/catalog.js';
import { pickCards } from '../table/choices.js';
import { noteHandLeft } from '../table/turn-record.js';
import { type Chose, rule, stillThere } from './rule.js';
import { act, amountWords, cards, POSSESSIVE } from './words.js';

/** Draws cards unless the player can't Draw (4.4) or the deck is empty (3.4.2). */
export function drawCards(ctx: Ctx, p: PlayerId, n: number): void {
  if (n <= 0 || bears(ctx, p, 'cannotDraw')) return;
  ctx.draw(p, n, Z.deck, Z.hand);
}

/** The cards of `me`'s discard pile a Recover may take: never Burn cards (6 Burn, 3.4.4). */
export function recoverable(ctx: Ctx, me: PlayerId, filter: CardFilter | undefined): CardId[] {
  return ctx.cards(Z.discard, me).filter((c) => !cardOf(ctx, c).burn && cardMatches(cardOf(ctx, c), filter));
}

/**
 * Moves cards from a hand, chosen by its owner within a filter (4.3.5), revealed to everyone. `chose`:
 * the cards its owner chose when the card was played (L43), taken if still there.
 */
export function fromHand(
  ctx: Ctx,
  p: PlayerId,
  count: number,
  filter: CardFilter | undefined,
  prompt: string,
  chose?: readonly CardId[],
): CardId[] {
  const pool = matching(ctx, Z.hand, p, filter);
  // The owner picks, one card at a time, which is also the order they go (4.3.4); the moved cards are
  // revealed to everyone (4.3.5).
  const chosen =
    stillThere(chose, pool) ?? pickCards(ctx, p, pool, count, { prompt, rule: 'Lightseekers 4.3.5' });
  if (chosen.length) ctx.reveal(chosen);
  return chosen;
}

/** `me` looks through their deck (revealed to them) and picks one card of `pool`; none if it is empty. */
export function searchPick(ctx: Ctx, me: PlayerId, pool: readonly CardId[]): CardId[] {
  if (pool.length === 0) return [];
  return ctx.chooseCards(me, pool, {
    prompt: 'Take a card from your deck',
    reveal: [...ctx.cards(Z.deck, me)],
  });
}

/** The verbs on hands, decks and discard piles. */
export const CARD_VERBS = {
  /** Draws cards (the controller by default); ignored while the deck is empty (3.4.2). */
  draw: rule({
    run: (env, p: { readonly count: Amount; readonly who?: Who }) => {
      const n = env.amount(p.count);
      for (const q of env.players(p.who ?? 'self')) drawCards(env.ctx, q, n);
    },
    describe: (p) => {
      const { n, per } = amountWords(p.count);
      return `${act(p.who ?? 'self', 'Draw')} ${n === '1' ? 'a card' : `${n} cards`}${per}`;
    },
  }),
  /** Discards from hand (the recipient by default), the discarding player choosing (6 Discard, 4.3.4). */
  discard: rule({
    run: (
      env,
      p: { readonly count: number; readonly who?: Who; readonly filter?: CardFilter } & Chose,
      at,
    ) => {
      const { ctx } = env;
      for (const q of env.players(p.who ?? 'recipient')) {
        if (isImmune(ctx, q, 'discard', at.env.source)) continue;
        const chose = q === env.controller ? p.chose : undefined;
        for (const c of fromHand(ctx, q, p.count, p.filter, 'Discard', chose)) {
          noteHandLeft(ctx, q);
          ctx.move(c, Z.discard, q, { cause: 'discard', by: env.controller });
        }
      }
    },
    describe: (p) => `${act(p.who ?? 'recipient', 'Discard')} ${cards(p.count, p.filter)} from hand`,
  }),
  /** Moves the top cards of a deck to its discard pile (a Discard from another location, 6). */
  discardTop: rule({
    run: (env, p: { readonly count: number; readonly who?: Who }, at) => {
      const { ctx } = env;
      for (const q of env.players(p.who ?? 'recipient')) {
        if (isImmune(ctx, q, 'discard', at.env.source)) continue;
        for (let i = 0; i < p.count; i++) {
          const top = ctx.cards(Z.deck, q)[0];
          if (top !== undefined) ctx.move(top, Z.discard, q, { cause: 'discard', by: env.controller });
        }
      }
    },
    describe: (p) =>
      `Discard the top ${p.count === 1 ? 'card' : `${p.count} cards`} of ${POSSESSIVE[p.who ?? 'recipient']} deck`,
  }),
  /** Moves cards from the controller's discard pile to hand or deck; Burn cards stay (6 Burn, 3.4.4). */
  recover: rule({
    run: (
      env,
      p: { readonly count: number; readonly to: 'hand' | 'deck'; readonly filter?: CardFilter } & Chose,
    ) => {
      const { ctx, controller: me } = env;
      const pool = recoverable(ctx, me, p.filter);
      const prompt = 'Take cards from your discard pile';
      const chosen = stillThere(p.chose, pool) ?? pickCards(ctx, me, pool, p.count, { prompt });
      if (chosen.length === 0) return;
      // Everyone is told which cards leave a discard pile (3.4.4).
      ctx.reveal(chosen);
      for (const c of chosen)
        ctx.move(c, p.to === 'hand' ? Z.hand : Z.deck, me, { cause: 'recover', by: me });
      if (p.to === 'deck') ctx.shuffle(Z.deck, me);
    },
    describe: (p) =>
      `Move ${cards(p.count, p.filter)} from your discard pile to your ${p.to}${p.to === 'deck' ? ' and shuffle it' : ''}`,
  }),
  /** Moves cards from hand back into the deck, then shuffles it (3.4.2, 4.3.5). */
  tuck: rule({
    run: (env, p: { readonly count: number; readonly who?: Who; readonly filter?: CardFilter } & Chose) => {
      const { ctx } = env;
      for (const q of env.players(p.who ?? 'self')) {
        const chose = q === env.controller ? p.chose : undefined;
        const chosen = fromHand(ctx, q, p.count, p.filter, 'Put cards back into your deck', chose);
        for (const c of chosen) {
          noteHandLeft(ctx, q);
          ctx.move(c, Z.deck, q, { cause: 'tuck', by: q });
        }
        if (chosen.length) ctx.shuffle(Z.deck, q);
      }
    },
    describe: (p) =>
      `${act(p.who ?? 'self', 'Move', 'Moves')} ${cards(p.count, p.filter)} from hand back to the deck, then shuffle it`,
  }),
  /** Looks through the deck for a card matching the filter, puts it in hand, shuffles (3.4.2). */
  search: rule({
    run: (env, p: { readonly filter: CardFilter } & Chose) => {
      const { ctx, controller: me } = env;
      const pool = matching(ctx, Z.deck, me, p.filter);
      const [c] = stillThere(p.chose, pool) ?? searchPick(ctx, me, pool);
      if (c !== undefined) ctx.move(c, Z.hand, me, { cause: 'search', by: me });
      ctx.shuffle(Z.deck, me);
    },
    describe: (p) => `look through your deck for ${cards(1, p.filter)}, put it in your hand, then shuffle`,
  }),
};
