/**
 * Move a character to a location (CR 4.7): only your characters to your locations, paying the
 * location's move cost (less its payment modifiers, or nothing when it may move there for free); a
 * character already there can't move to it again.
 *
 * @module
 */
import type { Action, ActionSpec, CardId } from '@cardloom/core';
import { moveCharacterTo } from '../changes/locations.js';
import { moveCost, spendMoveReductions } from '../changes/move-costs.js';
import { payInk } from '../changes/moves.js';
import { cardOf, charactersOf, inPlay, locationOf, readyInk } from '../state/board.js';
import { hasStat } from '../state/stats.js';

/** `{ type: 'move', player, card, location }` */
export type MoveAction = Action & { readonly card: CardId; readonly location: CardId };

/** The move turn action. */
export const moveAction: ActionSpec<MoveAction> = {
  type: 'move',
  rule: '4.7',
  enumerate(ctx, player, out) {
    const locations = inPlay(ctx, player).filter((c) => cardOf(ctx, c).type === 'location');
    if (locations.length === 0) return;
    const ink = readyInk(ctx, player);
    for (const location of locations) {
      for (const card of charactersOf(ctx, player)) {
        if (hasStat(ctx, card, 'cant.move')) continue;
        if (locationOf(ctx, card) === location || ink < moveCost(ctx, player, card, location)) continue;
        out.push({ type: 'move', player, card, location });
      }
    }
  },
  perform(ctx, action) {
    payInk(ctx, action.player, moveCost(ctx, action.player, action.card, action.location));
    spendMoveReductions(ctx, action.player, action.card, action.location);
    moveCharacterTo(ctx, action.card, action.location, action.player);
  },
};
