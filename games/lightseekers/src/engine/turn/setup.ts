/**
 * Getting started (Lightseekers 3.1, 3.2, L33): heroes to their zone, random seating and first
 * player, shuffled decks, starting hands of 4 plus one per later seat (at most 7).
 * @module
 */
import { type Ctx, SetupError } from '@cardloom/core';
import { getCard } from '../../cards/index.js';
import { Z } from '../table/catalog.js';
import { HEALTH, VP } from '../table/removal.js';
import { setSeats } from '../table/seating.js';

/** Starting hand size for the player in seat position `index` (0 = first to act, 3.1). */
export function startingHand(index: number, seatBonus: boolean): number {
  return seatBonus ? Math.min(7, 4 + index) : 4;
}

/** The game's setup hook. */
export function setup(ctx: Ctx): void {
  const n = ctx.playerCount;
  for (let p = 0; p < n; p++) {
    const heroes = ctx.cards(Z.deck, p).filter((c) => getCard(ctx.card(c).def).kind === 'hero');
    if (heroes.length !== 1)
      throw new SetupError(`player ${p + 1}'s deck must name exactly one hero (found ${heroes.length})`, {
        rule: 'Lightseekers 2.1',
      });
    ctx.move(heroes[0], Z.hero, p, { cause: 'setup' });
    const hero = getCard(ctx.card(heroes[0]).def);
    ctx.setPlayerCounter(p, HEALTH, hero.kind === 'hero' ? hero.health : 0);
    ctx.setPlayerCounter(p, VP, 0);
  }
  // Random seating; the first seat acts first (3.1). A first player fixed by createGame keeps the
  // random order around the table but takes the first seat (L33).
  const drawn = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = ctx.random(i + 1);
    [drawn[i], drawn[j]] = [drawn[j], drawn[i]];
  }
  const at = ctx.presetFirst === null ? 0 : drawn.indexOf(ctx.presetFirst);
  const order = [...drawn.slice(at), ...drawn.slice(0, at)];
  setSeats(ctx, order);
  ctx.setActive(order[0]);
  const bonus = ctx.option<boolean>('seatBonus') !== false;
  order.forEach((p, index) => {
    ctx.shuffle(Z.deck, p);
    ctx.draw(p, startingHand(index, bonus), Z.deck, Z.hand);
  });
}
