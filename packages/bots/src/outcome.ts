/** Results of finished games as rewards for search, and a helper shared by the bots. */
import { type Action, type Game, legalActions } from '@cardloom/core';

/**
 * The reward of a finished game for each seat: 1 for a winner, 0 for a loser; in a draw every seat
 * still in the game gets 1 / (number of seats).
 */
export function rewards(game: Game): number[] {
  const st = game.state;
  const n = st.players.length;
  const winners = st.status.winners;
  if (winners.length === 0) return new Array<number>(n).fill(1 / n);
  const out = new Array<number>(n).fill(0);
  for (const w of winners) out[w] = 1;
  return out;
}

/** The legal actions of `game`, or a clear error when nobody may act. */
export function actionsOf(game: Game, bot: string): readonly Action[] {
  const legal = legalActions(game);
  if (legal.length === 0) {
    throw new Error(game.over ? `${bot}: the game is over` : `${bot}: no player may act in this state`);
  }
  return legal;
}
