/**
 * Turns the records of a simulation into its report: per-seat win rates with 95% Wilson intervals,
 * first-player advantage, draws, distributions of length / decisions, branching factor, endings and
 * lead changes. Everything here depends only on the records, so it is identical for any worker count.
 */
import type { GameRecord } from '../sim/run-game';
import { type Distribution, describe } from './describe';
import { type Proportion, wilson } from './wilson';

/** One seat's results. */
export interface SeatSummary {
  seat: number;
  /** The bot that played the seat. */
  bot: string;
  /** The deck it played. */
  deck: string;
  wins: Proportion;
}

/** Aggregate results of a batch of games. */
export interface SimulationSummary {
  games: number;
  /** Games that ended with a result (not failed). */
  completed: number;
  /** Failed games (an error, or no result within the action limit). */
  failures: number;
  draws: number;
  seats: SeatSummary[];
  /** Win rate of whoever took the first turn, over decisive games. */
  firstPlayer: Proportion;
  turns: Distribution;
  actions: Distribution;
  decisions: Distribution;
  /** Mean number of legal actions at a decision (choice points with at least two options). */
  branching: number;
  leadChanges: Distribution;
  /** How the completed games ended: reason → count. */
  endings: Record<string, number>;
}

/** Speed of a run (not reproducible: depends on the machine and the worker count). */
export interface Throughput {
  workers: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
}

/** Summarises records (in any order) for seats played by `bots` with `decks`. */
export function summarize(
  records: readonly GameRecord[],
  bots: readonly string[],
  decks: readonly string[],
): SimulationSummary {
  const ordered = [...records].sort((a, b) => a.index - b.index);
  const completed = ordered.filter((r) => r.error === undefined);
  const decisive = completed.filter((r) => r.winners.length > 0);
  const endings: Record<string, number> = {};
  for (const r of completed) endings[r.reason] = (endings[r.reason] ?? 0) + 1;
  let decisions = 0;
  let legal = 0;
  for (const r of completed) {
    decisions += r.decisions;
    legal += r.legalTotal;
  }
  return {
    games: ordered.length,
    completed: completed.length,
    failures: ordered.length - completed.length,
    draws: completed.length - decisive.length,
    seats: bots.map((bot, seat) => ({
      seat,
      bot,
      deck: decks[seat] ?? '',
      wins: wilson(completed.filter((r) => r.winners.includes(seat)).length, completed.length),
    })),
    firstPlayer: wilson(decisive.filter((r) => r.winners.includes(r.firstPlayer)).length, decisive.length),
    turns: describe(completed.map((r) => r.turns)),
    actions: describe(completed.map((r) => r.actions)),
    decisions: describe(completed.map((r) => r.decisions)),
    branching: decisions === 0 ? 0 : legal / decisions,
    leadChanges: describe(completed.map((r) => r.leadChanges)),
    endings,
  };
}

/** Games and actions per second over a wall-clock duration. */
export function throughput(
  records: readonly GameRecord[],
  workers: number,
  milliseconds: number,
): Throughput {
  const seconds = Math.max(milliseconds, 1e-3) / 1000;
  let actions = 0;
  for (const r of records) actions += r.actions;
  return { workers, seconds, gamesPerSecond: records.length / seconds, actionsPerSecond: actions / seconds };
}
