/**
 * Ink a card (CR 4.2): once per turn, plus one more for each “additional” ink effect that applies
 * (CR 4.2.3.1). The card is revealed, then put into the inkwell facedown and ready (CR 4.2.1).
 *
 * @module
 */

import type { Action, ActionSpec, CardId, Ctx, PlayerId } from '@cardloom/core';
import { putIntoInkwell } from '../changes/moves.js';
import { Z } from '../state/board.js';
import { isInkable } from '../state/inkable.js';
import { numberedKey } from '../state/keys.js';
import { playerStatOf } from '../state/stats.js';

/** `{ type: 'ink', player, card }` */
export type InkAction = Action & { readonly card: CardId };

/** The player stat of “You can ink cards from your discard”. */
export const INK_FROM_DISCARD = 'inkFromDiscard';

/** How many cards a player may still ink this turn. */
export function inksLeft(ctx: Ctx, player: PlayerId): number {
  return 1 + playerStatOf(ctx, player, 'extraInk') - ctx.countThisTurn(numberedKey('ink.', player));
}

// The zones a card may be inked from; built once, as this is listed with every set of legal actions.
const HAND_ONLY = [Z.hand] as const;
const HAND_AND_DISCARD = [Z.hand, Z.discard] as const;

/** The ink turn action. */
export const inkAction: ActionSpec<InkAction> = {
  type: 'ink',
  rule: '4.2',
  enumerate(ctx, player, out) {
    if (inksLeft(ctx, player) <= 0) return;
    // “You can ink cards from your discard”: the same turn action from the discard.
    const zones = playerStatOf(ctx, player, INK_FROM_DISCARD) > 0 ? HAND_AND_DISCARD : HAND_ONLY;
    for (const zone of zones) {
      const seen = new Set<string>();
      for (const card of ctx.cards(zone, player)) {
        const def = ctx.card(card).def;
        if (seen.has(def) || !isInkable(ctx, card)) continue;
        seen.add(def);
        out.push({ type: 'ink', player, card });
      }
    }
  },
  perform(ctx, action) {
    ctx.bump(numberedKey('ink.', action.player));
    ctx.reveal([action.card]);
    // Triggers from the `inked` event resolve once this process is complete (CR 4.2.2).
    putIntoInkwell(ctx, action.card, false, action.player, true);
  },
};
