/**
 * Payment modifiers of the Shift cost only (CR 1.5.4, 8.10.2): “you pay 1 {I} less to play characters
 * using their Shift ability” (a static of a card in play, the stat {@link SHIFT_COST_REDUCTION}) and
 * “for each item card in your discard, you pay 1 {I} less to play this character using her Shift
 * ability” (a self-referential one, read from the card in hand). `costs.ts` adds them to the other
 * payment modifiers wherever it prices Shift.
 *
 * @module
 */
import type { CardId, Ctx, PlayerId } from '@cardloom/core';
import { newExec } from '../effects/exec.js';
import { amountOf } from '../effects/match.js';
import { holds } from '../language/conditions.js';
import { cardOf } from '../state/board.js';
import { statOf } from '../state/stats.js';

/** The card stat of Shift-only payment modifiers from statics in play. */
export const SHIFT_COST_REDUCTION = 'costReduction.shift';

/** How much less `player` pays for `card`'s Shift cost beyond the modifiers of any way to play it. */
export function shiftOnlyReduction(ctx: Ctx, card: CardId, player: PlayerId): number {
  let n = Math.max(0, statOf(ctx, card, SHIFT_COST_REDUCTION));
  for (const ability of cardOf(ctx, card).abilities ?? []) {
    if (ability.kind !== 'static') continue;
    const e = ability.effect;
    if (!('costReduction' in e) || e.for !== 'self' || !e.shift) continue;
    if (ability.condition && !holds(ctx, ability.condition, card, player)) continue;
    n += amountOf(newExec(ctx, card, player), e.costReduction);
  }
  return n;
}
