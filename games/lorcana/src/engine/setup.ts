/**
 * The Setup stage (CR 2.2): a random starting player, shuffled decks, 0 lore, opening hands, and
 * the one-time alter-hand in turn order (CR 2.2.2), then the starting player's first turn.
 * Pack Rush starts with marketing cards in the inkwell and 5-card hands (CR 10.2.2–10.2.3).
 *
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';
import { opt } from '../rulesets.js';
import { Z } from './board.js';
import { turnOrder } from './match.js';

/** Card definition id of Pack Rush marketing cards (CR 10.2.2). */
export const MARKETING_CARD = 'marketing';

/** The Lorcana setup. */
export function setup(ctx: Ctx): void {
  // CR 2.2.1.1: random, unless the game was created with a first player (a series' play-draw choice, CR 2.1.3).
  ctx.setActive(ctx.presetFirst ?? ctx.random(ctx.playerCount));
  const handSize = opt(ctx).handSize;
  for (const p of turnOrder(ctx)) {
    ctx.shuffle(Z.deck, p);
    ctx.setPlayerCounter(p, 'lore', 0);
    for (let i = 0; i < opt(ctx).startingInk; i++) ctx.createToken(MARKETING_CARD, Z.inkwell, p);
    ctx.draw(p, handSize, Z.deck, Z.hand);
  }
  const altered: PlayerId[] = [];
  for (const p of turnOrder(ctx)) {
    const hand = ctx.cards(Z.hand, p).slice();
    const back = ctx.chooseCards(p, hand, {
      min: 0,
      max: hand.length,
      prompt: 'Alter your hand: choose cards to put on the bottom of your deck',
      rule: '2.2.2.1',
    });
    if (back.length === 0) continue;
    for (const c of back) ctx.move(c, Z.deck, p, { position: 'bottom', cause: 'mulligan' });
    ctx.draw(p, back.length, Z.deck, Z.hand);
    altered.push(p);
  }
  for (const p of altered) ctx.shuffle(Z.deck, p);
}
