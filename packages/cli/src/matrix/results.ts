/**
 * The results of a deck matrix: every deck against every other deck, `games` games with each deck in
 * the first seat (so seat order evens out), win rates with 95% Wilson intervals per pairing and per deck.
 * A draw is a game neither deck won; a failed game (an error, or past the action limit) is counted apart.
 */
import { cellSeed } from '@cardloom/sweep';
import type { GameRecord } from '../sim/run-game';
import { type Proportion, wilson } from '../stats/wilson';

/** One ordered pairing: `seat1` plays in the first seat against `seat2`. */
export interface Pairing {
  readonly seat1: number;
  readonly seat2: number;
  /** Seed of the pairing's games: game `i` is seeded `deriveSeed(seed, i)`. */
  readonly seed: number;
}

/**
 * The ordered pairings of `names` (mirrors left out), each with a seed derived from the base seed and
 * the two deck names only, so adding a deck to a matrix leaves every other pairing's games unchanged.
 */
export function pairingsOf(names: readonly string[], baseSeed: number): Pairing[] {
  const pairs: Pairing[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = 0; j < names.length; j++) {
      if (i !== j)
        pairs.push({ seat1: i, seat2: j, seed: cellSeed(baseSeed, `${names[i]}\u0000${names[j]}`) });
    }
  }
  return pairs;
}

/** The row deck's record against the column deck, over both seat orders. */
export interface MatchupResult {
  readonly row: string;
  readonly column: string;
  /** Games that finished (failed games left out). */
  readonly games: number;
  readonly wins: Proportion;
  readonly losses: number;
  readonly draws: number;
  /** The row deck's win rate when it sat first. */
  readonly winsAsFirstSeat: Proportion;
  readonly failures: number;
  readonly meanTurns: number;
}

/** One deck's record against the whole field. */
export interface DeckStanding {
  readonly deck: string;
  readonly games: number;
  readonly wins: Proportion;
  readonly draws: number;
}

/** Everything a matrix reports. */
export interface MatrixResults {
  readonly decks: readonly string[];
  /** Every (row, column) with row ≠ column, rows in deck order. */
  readonly matchups: readonly MatchupResult[];
  /** Decks by win rate against the field, best first. */
  readonly standings: readonly DeckStanding[];
  readonly games: number;
  readonly failures: readonly { pairing: string; index: number; seed: number; error: string }[];
}

interface Tally {
  games: number;
  wins: number;
  draws: number;
  firstGames: number;
  firstWins: number;
  failures: number;
  turns: number;
}

/** Tallies the games of every pairing (`records[k]` are the games of `pairings[k]`). */
export function matrixResults(
  decks: readonly string[],
  pairings: readonly Pairing[],
  records: readonly (readonly GameRecord[])[],
): MatrixResults {
  const n = decks.length;
  const tally: Tally[][] = decks.map(() =>
    decks.map(() => ({ games: 0, wins: 0, draws: 0, firstGames: 0, firstWins: 0, failures: 0, turns: 0 })),
  );
  const failures: MatrixResults['failures'][number][] = [];
  let games = 0;
  pairings.forEach((pair, k) => {
    for (const record of records[k]) {
      games++;
      const a = tally[pair.seat1][pair.seat2];
      const b = tally[pair.seat2][pair.seat1];
      if (record.error !== undefined) {
        a.failures++;
        b.failures++;
        failures.push({
          pairing: `${decks[pair.seat1]} vs ${decks[pair.seat2]}`,
          index: record.index,
          seed: record.seed,
          error: record.error,
        });
        continue;
      }
      const first = record.winners.includes(0);
      const second = record.winners.includes(1);
      for (const [t, won] of [
        [a, first && !second],
        [b, second && !first],
      ] as const) {
        t.games++;
        t.turns += record.turns;
        if (won) t.wins++;
        else if (first === second) t.draws++;
      }
      a.firstGames++;
      if (first && !second) a.firstWins++;
    }
  });
  const matchups: MatchupResult[] = [];
  const standings: DeckStanding[] = [];
  for (let i = 0; i < n; i++) {
    let played = 0;
    let won = 0;
    let drawn = 0;
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const t = tally[i][j];
      played += t.games;
      won += t.wins;
      drawn += t.draws;
      matchups.push({
        row: decks[i],
        column: decks[j],
        games: t.games,
        wins: wilson(t.wins, t.games),
        losses: t.games - t.wins - t.draws,
        draws: t.draws,
        winsAsFirstSeat: wilson(t.firstWins, t.firstGames),
        failures: t.failures,
        meanTurns: t.games === 0 ? 0 : t.turns / t.games,
      });
    }
    standings.push({ deck: decks[i], games: played, wins: wilson(won, played), draws: drawn });
  }
  standings.sort((a, b) => b.wins.rate - a.wins.rate || (a.deck < b.deck ? -1 : 1));
  return { decks, matchups, standings, games, failures };
}
