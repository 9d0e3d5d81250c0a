/**
 * Seating, target and enemy (Lightseekers 3.1, 3.3): the seat order is drawn at random at setup and
 * kept in a game variable; "left" (clockwise) is the next seat in that order.
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';

const SEATS = 'ls.seats';

/** The seating order, first player first (3.1). */
export function seats(ctx: Ctx): readonly PlayerId[] {
  return ctx.getVar<PlayerId[]>(SEATS) ?? Array.from({ length: ctx.playerCount }, (_, i) => i);
}

/** Records the seating order (setup). */
export function setSeats(ctx: Ctx, order: readonly PlayerId[]): void {
  ctx.setVar(SEATS, [...order]);
}

/** Whether a player is still in the game. */
export function alive(ctx: Ctx, p: PlayerId): boolean {
  return !ctx.player(p).out;
}

function step(ctx: Ctx, p: PlayerId, dir: 1 | -1): PlayerId {
  const order = seats(ctx);
  const n = order.length;
  const at = order.indexOf(p);
  for (let i = 1; i < n; i++) {
    const q = order[(((at + dir * i) % n) + n) % n];
    if (alive(ctx, q)) return q;
  }
  return p;
}

/** The nearest living player on the left: `p`'s target, and the next to act (3.3, 4). */
export function leftOf(ctx: Ctx, p: PlayerId): PlayerId {
  return step(ctx, p, 1);
}

/** The nearest living player on the right: `p`'s enemy (3.3). */
export function rightOf(ctx: Ctx, p: PlayerId): PlayerId {
  return step(ctx, p, -1);
}

/** Living players clockwise (to the left) starting with `from` itself (4.3.3). */
export function clockwise(ctx: Ctx, from: PlayerId): PlayerId[] {
  const order = seats(ctx);
  const at = order.indexOf(from);
  const out: PlayerId[] = [];
  for (let i = 0; i < order.length; i++) {
    const q = order[(at + i) % order.length];
    if (alive(ctx, q)) out.push(q);
  }
  return out;
}

/** How many seats clockwise `p` sits from `from` (0 for `from` itself), counting every seat. */
export function seatOffset(ctx: Ctx, from: PlayerId, p: PlayerId): number {
  const order = seats(ctx);
  return (order.indexOf(p) - order.indexOf(from) + order.length) % order.length;
}

/** Living players. */
export function living(ctx: Ctx): PlayerId[] {
  return clockwise(ctx, seats(ctx)[0]);
}
