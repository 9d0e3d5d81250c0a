/**
 * Turn history of single cards for these steps: which cards in play were challenged this
 * turn (“Banish chosen character who was challenged this turn”). Recorded only when some card of the
 * game reads it (`historyRead`), keyed by card and stamp: a card that left play and came back is a
 * new card that was not challenged (CR 1.2.4).
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';

const CHALLENGED = 'challenged.';

function key(ctx: Ctx, card: CardId): string {
  return `${CHALLENGED}${card}.${ctx.card(card).stamp}`;
}

/** How many times `kind` was counted this turn for `player` (the history's per-player counts). */
export function historyCount(ctx: Ctx, kind: string, player: PlayerId): number {
  return ctx.state.turnCounts[`${kind}.${player}`] ?? 0;
}

/** Records that `card` is being challenged now (CR 4.6.5). */
export function recordChallenged(ctx: Ctx, card: CardId): void {
  ctx.bump(key(ctx, card));
}

/** Whether `card`, as it is now, was challenged this turn. */
export function challengedThisTurn(ctx: Ctx, card: CardId): boolean {
  return (ctx.state.turnCounts[key(ctx, card)] ?? 0) > 0;
}
