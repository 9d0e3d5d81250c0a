/**
 * The trivial two-player draw-and-play game of issue 6, stated once so every implementation agrees:
 *
 * - each player has a 30-card deck, six cards of each power 1–5, shuffled from the deal stream;
 * - at the start of each turn the active player draws the top card (the *last* array element);
 *   if their deck is already empty, the game ends instead;
 * - on their turn a player repeatedly either plays a card from hand (adding its power to their score)
 *   or passes, which ends the turn;
 * - the higher score wins (equal scores draw).
 *
 * A uniform-random player sees its options in one canonical order — "play hand[0]", …, "play
 * hand[n-1]", then "pass" — and picks index `rng.int(n + 1)` from the players' stream. Hands keep
 * draw order; playing removes the card and closes the gap.
 *
 * @module
 */
import { createRng, type Rng, Stream, shuffleInPlace } from '../prng';

/** Cards per deck. */
export const DECK_SIZE = 30;
/** Highest card power; powers run 1..MAX_POWER, equally often. */
export const MAX_POWER = 5;

/** What every implementation reports for one finished game; equal for equal seeds. */
export interface TrivialResult {
  /** Final scores of player 0 and player 1. */
  readonly scores: readonly [number, number];
  /** Actions taken by players (plays and passes); draws are automatic and not counted. */
  readonly moves: number;
}

/** The two shuffled decks for `seed`, top card last. */
export function dealDecks(seed: number): [number[], number[]] {
  const rng = createRng(seed, Stream.deal);
  const build = (): number[] =>
    shuffleInPlace(
      Array.from({ length: DECK_SIZE }, (_, i) => (i % MAX_POWER) + 1),
      rng,
    );
  return [build(), build()];
}

/** The players' chooser for `seed`: both seats share one stream, consumed in turn order. */
export function playerRng(seed: number): Rng {
  return createRng(seed, Stream.players);
}

/** Winner of a finished game: 0, 1, or `null` for a draw. */
export function winnerOf(result: TrivialResult): 0 | 1 | null {
  const [a, b] = result.scores;
  return a === b ? null : a > b ? 0 : 1;
}
