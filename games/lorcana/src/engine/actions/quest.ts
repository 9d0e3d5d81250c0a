/**
 * Quest (CR 4.5): a ready, dry character without Reckless or a “can't quest” effect exerts and its
 * player gains lore equal to its Lore value (negative counts as 0, CR 4.5.3.1).
 *
 * @module
 */
import type { Action, ActionSpec, CardId, Ctx } from '@cardloom/core';
import { E, gainLore } from '../changes/moves.js';
import { historyRead, QUESTED } from '../history/history.js';
import { charactersOf, isDry, loreValueOf } from '../state/board.js';
import { QUEST_WHILE_DRYING } from '../state/classifications.js';
import { hasStat } from '../state/stats.js';

/** `{ type: 'quest', player, card }` */
export type QuestAction = Action & { readonly card: CardId };

/** Whether a character can quest now (CR 4.5.1.2, 8.7.2). */
export function canQuest(ctx: Ctx, card: CardId): boolean {
  return (
    !ctx.card(card).tapped &&
    (isDry(ctx, card) || hasStat(ctx, card, QUEST_WHILE_DRYING)) &&
    !hasStat(ctx, card, 'cant.quest') &&
    !hasStat(ctx, card, 'kw.reckless')
  );
}

/** The quest turn action. */
export const questAction: ActionSpec<QuestAction> = {
  type: 'quest',
  rule: '4.5',
  enumerate(ctx, player, out) {
    for (const card of charactersOf(ctx, player))
      if (canQuest(ctx, card)) out.push({ type: 'quest', player, card });
  },
  perform(ctx, action) {
    ctx.setTapped(action.card, true);
    if (historyRead(ctx, 'questedThisTurn')) ctx.bump(`${QUESTED}${action.player}.${action.card}`);
    gainLore(ctx, action.player, loreValueOf(ctx, action.card));
    ctx.emit({ type: E.quested, card: action.card, player: action.player });
  },
};
