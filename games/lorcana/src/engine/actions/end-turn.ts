/**
 * Declare the end of the turn (CR 3.3.2). Not while a ready Reckless character of the player can
 * challenge (CR 8.7.3), nor while a character that must quest if able can quest.
 *
 * @module
 */
import type { Action, ActionSpec, Ctx, PlayerId } from '@cardloom/core';
import { mustQuestBlocks } from '../abilities/must-quest.js';
import { charactersOf } from '../state/board.js';
import { hasStat, mayHave } from '../state/stats.js';
import { teamSeats } from '../turn/teams.js';
import { canChallengeWith, challengeTargets } from './challenge.js';

/** Whether a Reckless character of `player` stops the turn from ending. */
export function recklessBlocks(ctx: Ctx, player: PlayerId): boolean {
  if (!mayHave(ctx, 'kw.reckless')) return false;
  for (const seat of teamSeats(ctx, player)) if (recklessBlocksSeat(ctx, seat)) return true;
  return false;
}

function recklessBlocksSeat(ctx: Ctx, player: PlayerId): boolean {
  for (const c of charactersOf(ctx, player)) {
    if (
      hasStat(ctx, c, 'kw.reckless') &&
      canChallengeWith(ctx, c) &&
      challengeTargets(ctx, c, player).length > 0
    )
      return true;
  }
  return false;
}

/** The end-turn action. */
export const endTurnAction: ActionSpec<Action> = {
  type: 'end-turn',
  rule: '3.3.2',
  enumerate(ctx, player, out) {
    if (!recklessBlocks(ctx, player) && !mustQuestBlocks(ctx, player)) out.push({ type: 'end-turn', player });
  },
  perform(ctx) {
    ctx.endStep();
  },
};
