/**
 * Waning healing (decision L59): late in a game every heal is smaller, so that long games between
 * healers and damage reduction end on health, not on who empties their deck first (4.5.1).
 * @module
 */
import type { Ctx } from '@cardloom/core';

/** The game turn (counting every player's turns) from which heals are 1 smaller (L59). */
export const WANING_FROM = 40;
/** Every this many turns after {@link WANING_FROM}, heals are 1 smaller again (L59). */
export const WANING_EVERY = 10;

/** How much smaller every heal is in the current turn (L59): 0 before turn 40, then 1, 2… every 10 turns. */
export function waning(ctx: Ctx): number {
  const turn = ctx.turnNumber;
  return turn < WANING_FROM ? 0 : 1 + Math.floor((turn - WANING_FROM) / WANING_EVERY);
}
