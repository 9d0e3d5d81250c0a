/**
 * The Setup stage (CR 2.2): a random starting player, shuffled decks, 0 lore, opening hands, and
 * the one-time alter-hand in turn order (CR 2.2.2), then the starting player's first turn.
 * Pack Rush starts with marketing cards in the inkwell and 5-card hands (CR 10.2.2–10.2.3).
 *
 * @module
 */
import type { Ctx } from '@cardloom/core';
import { opt } from '../../rulesets.js';
import { turnOrder } from '../effects/match.js';
import { FIRST_PLAYER } from '../history/history.js';
import { Z } from '../state/board.js';

/** Card definition id of Pack Rush marketing cards (CR 10.2.2). */
export const MARKETING_CARD = 'marketing';

/** The Lorcana setup. */
export function setup(ctx: Ctx): void {
  // CR 2.2.1.1: random, unless the game was created with a first player (a series' play-draw choice, CR 2.1.3).
  ctx.setActive(ctx.presetFirst ?? ctx.random(ctx.playerCount));
  ctx.setVar(FIRST_PLAYER, ctx.active);
  const handSize = opt(ctx).handSize;
  for (const p of turnOrder(ctx)) {
    ctx.shuffle(Z.deck, p);
    ctx.setPlayerCounter(p, 'lore', 0);
    for (let i = 0; i < opt(ctx).startingInk; i++) ctx.createToken(MARKETING_CARD, Z.inkwell, p);
    ctx.draw(p, handSize, Z.deck, Z.hand);
  }
  ctx.after(ALTER_HAND, { index: 0 });
}

/** Handler key of one player's alter-hand step (each player's is its own task). */
export const ALTER_HAND = 'lorcana/alter-hand';

/**
 * One player's alter-hand, in turn order from the starting player (CR 2.2.2): put any cards on the
 * bottom of the deck, draw back up, and shuffle if any were put back (CR 2.2.2.3). Each player's is
 * a task of its own, so the hands are dealt while the question is open.
 */
export function alterHand(ctx: Ctx, args: { index: number }): void {
  const order = turnOrder(ctx);
  const p = order[args.index];
  if (p === undefined) return;
  const hand = ctx.cards(Z.hand, p).slice();
  const back = ctx.chooseCards(p, hand, {
    min: 0,
    max: hand.length,
    prompt: 'Alter your hand: choose cards to put on the bottom of your deck',
    rule: '2.2.2.1',
  });
  if (back.length > 0) {
    for (const c of back) ctx.move(c, Z.deck, p, { position: 'bottom', cause: 'mulligan' });
    ctx.draw(p, back.length, Z.deck, Z.hand);
    ctx.shuffle(Z.deck, p);
  }
  if (args.index + 1 < order.length) ctx.after(ALTER_HAND, { index: args.index + 1 });
}
