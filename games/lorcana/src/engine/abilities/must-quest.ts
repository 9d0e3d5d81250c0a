/**
 * “must quest if able” (a requirement, issue 16): while a character of the player with the
 * requirement could quest, the player can't end the turn — as Reckless keeps a turn from ending
 * while its character could challenge (CR 8.7.3).
 *
 * @module
 */
import type { Ctx, PlayerId } from '@cardloom/core';
import { canQuest } from '../actions/quest.js';
import { MUST_QUEST } from '../language/stats/combined-changes.js';
import { charactersOf } from '../state/board.js';
import { hasStat, isDynamic } from '../state/stats.js';
import { teamSeats } from '../turn/teams.js';

/**
 * Whether a character of `player` (or of a teammate's seat) must still quest: it has the
 * requirement and `canQuest` says it could quest now.
 */
export function mustQuestBlocks(ctx: Ctx, player: PlayerId): boolean {
  // Nothing in force gives the requirement: one check instead of one per character.
  if (!isDynamic(ctx, MUST_QUEST)) return false;
  for (const seat of teamSeats(ctx, player))
    for (const c of charactersOf(ctx, seat)) if (hasStat(ctx, c, MUST_QUEST) && canQuest(ctx, c)) return true;
  return false;
}
