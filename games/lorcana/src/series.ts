/**
 * Who starts the next game of a series (CR 2.1.3): in a two-game series the other player
 * (CR 2.1.3.1); in a best-of-N series the loser of the previous game chooses (CR 2.1.3.2 — the
 * “play-draw” rule; the 2024 edition gives the same choice, 2024 3.1.2). Pass the result as
 * `createGame`'s `firstPlayer`.
 *
 * @module
 */
import type { PlayerId } from '@cardloom/core';

/** How a previous game of a two-player series went. */
export interface PreviousGame {
  /** Who took the first turn. */
  readonly first: PlayerId;
  /** Who won (null for no winner). */
  readonly winner: PlayerId | null;
}

/**
 * The first player of the next game. `format`: `'two-game'` or `'best-of'`; for best-of, the loser
 * plays first unless `loserDraws` (they choose to draw).
 */
export function nextFirstPlayer(
  previous: PreviousGame,
  format: 'two-game' | 'best-of',
  loserDraws = false,
): PlayerId {
  const other = 1 - previous.first;
  if (format === 'two-game' || previous.winner === null) return other;
  const loser = 1 - previous.winner;
  return loserDraws ? previous.winner : loser;
}
