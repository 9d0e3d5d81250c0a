/**
 * “Each turn, only one character can challenge” (CR 4.6): the characters that challenged this turn,
 * recorded only in games with a card that reads them, and the limit on declaring another challenger.
 *
 * @module
 */
import type { CardId, Ctx } from '@cardloom/core';
import { playerStatOf } from '../state/stats.js';
import { historyRead } from './history.js';

/** The player stat of the limit, on every player while a card with it is in play. */
export const ONE_CHALLENGER = 'oneChallengerPerTurn';

/** The turn-count key prefix of characters that challenged this turn. */
const CHALLENGER = 'challenger.';

function key(ctx: Ctx, card: CardId): string {
  return `${CHALLENGER}${card}.${ctx.card(card).stamp}`;
}

/** Records that `card` declared a challenge (when some card of the game limits challengers). */
export function recordChallenger(ctx: Ctx, card: CardId): void {
  if (historyRead(ctx, 'challengersThisTurn')) ctx.bump(key(ctx, card));
}

/** Whether the limit forbids `card` to challenge now: another character already challenged this turn. */
export function challengerLimitReached(ctx: Ctx, card: CardId): boolean {
  if (playerStatOf(ctx, ctx.card(card).controller, ONE_CHALLENGER) <= 0) return false;
  const own = key(ctx, card);
  return Object.keys(ctx.state.turnCounts).some((k) => k.startsWith(CHALLENGER) && k !== own);
}
