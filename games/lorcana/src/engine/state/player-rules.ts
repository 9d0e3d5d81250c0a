/**
 * Statics that change the rules for a player: a higher lore total needed to win (“Opponents need 25
 * lore to win the game”, replacing CR 1.8.1.1's 20 for them), “you can't lose lore” (CR 1.2.2:
 * “can't” wins over effects that would make the player lose lore) and “if an effect would cause you to
 * discard one or more cards, you don't discard” (a replacement, CR 6.5; discarding to pay a cost is not
 * an effect and still happens).
 *
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';
import { opt } from '../../rulesets.js';
import { playerStatOf } from './stats.js';

/** The player stat of the lore a player needs to win, where a static raises it (the highest applies). */
export const LORE_TO_WIN = 'loreToWin';

/** The player stat of “you can't lose lore”. */
export const CANT_LOSE_LORE = 'cant.loseLore';

/** The lore `player` needs to win now (CR 1.8.1.1, raised by statics). */
export function loreToWinFor(ctx: Ctx, player: PlayerId): number {
  return Math.max(opt(ctx).loreToWin, playerStatOf(ctx, player, LORE_TO_WIN));
}

/** Whether `player` can lose lore now. */
export function canLoseLore(ctx: Ctx, player: PlayerId): boolean {
  return playerStatOf(ctx, player, CANT_LOSE_LORE) <= 0;
}

/** The player stat of “if an effect would cause you to discard one or more cards, you don't discard”. */
export const NO_EFFECT_DISCARDS = 'noEffectDiscards';

/** Whether effects can't make `player` discard now. */
export function effectDiscardsPrevented(ctx: Ctx, player: PlayerId): boolean {
  return playerStatOf(ctx, player, NO_EFFECT_DISCARDS) > 0;
}
