/**
 * The bot contract: a bot looks at a game where it must act and returns one of the actions
 * `legalActions(game)` lists (the same object). Bots never change the game they are given.
 * @module
 */
import type { Action, Game, PlayerId } from '@cardloom/core';

/** A decision maker for whichever player must act. */
export interface Bot {
  /** Short name: `random`, `greedy`, `mcts`. */
  readonly name: string;
  /**
   * Picks an action for the player who must act in `game`: one of the objects in `legalActions(game)`.
   * Throws when nobody may act (the game is over).
   */
  choose(game: Game): Action;
}

/** Scores a game for a player: higher is better. Games provide one (e.g. lore, board and hand). */
export type Evaluate = (game: Game, player: PlayerId) => number;
