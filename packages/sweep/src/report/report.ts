/**
 * A sweep's results cell by cell. The per-cell statistics come from a `summarize` function given by
 * the caller — the CLI passes its own `summarize`, so a sweep cell reports exactly what
 * `cardloom simulate` reports for the same games. Everything here depends only on stored records, so
 * the report of a sweep is the same whichever machines played it and in whatever order.
 */
import type { SweepCell, SweepGameRecord, SweepPlan } from '../plan/types';
import type { SweepStore } from '../store/store';
import { interval } from './format';

/** A proportion with its 95% interval (the CLI's Wilson `Proportion`). */
export interface Interval {
  successes: number;
  trials: number;
  rate: number;
  low: number;
  high: number;
}

/** The centre and spread of a sample (the CLI's `Distribution`). */
export interface Spread {
  count: number;
  mean: number;
  median: number;
  p10: number;
  p90: number;
}

/** What the report reads from a cell's summary (the CLI's `SimulationSummary` has all of it). */
export interface CellSummary {
  games: number;
  completed: number;
  failures: number;
  draws: number;
  seats: readonly { seat: number; bot: string; deck: string; wins: Interval }[];
  /** Win rate of whoever took the first turn, over decisive games. */
  firstPlayer: Interval;
  turns: Spread;
  actions: Spread;
}

/** Turns a cell's records into its summary. */
export type Summarize<S extends CellSummary> = (
  records: readonly SweepGameRecord[],
  bots: readonly string[],
  decks: readonly string[],
) => S;

/** One cell of the report. */
export interface ReportCell<S extends CellSummary = CellSummary> extends Omit<SweepCell, 'position'> {
  summary: S;
}

/** The results of a sweep: its settings and every cell's summary, in plan order. */
export interface SweepReport<S extends CellSummary = CellSummary> {
  sweep: {
    id: string;
    name: string;
    baseSeed: number;
    gamesPerCell: number;
    batchSize: number;
    maxActions?: number;
    cells: number;
    games: number;
  };
  cells: ReportCell<S>[];
}

/** Reads every cell's games from `store` and summarises them. */
export async function collectReport<S extends CellSummary>(
  plan: SweepPlan,
  store: SweepStore,
  summarize: Summarize<S>,
): Promise<SweepReport<S>> {
  const cells: ReportCell<S>[] = [];
  let games = 0;
  for (const { position: _, ...cell } of plan.cells) {
    const records = await store.records(plan.id, cell.id);
    games += records.length;
    cells.push({ ...cell, summary: summarize(records, cell.bots, cell.decks) });
  }
  return {
    sweep: {
      id: plan.id,
      name: plan.name,
      baseSeed: plan.baseSeed,
      gamesPerCell: plan.gamesPerCell,
      batchSize: plan.batchSize,
      ...(plan.maxActions === undefined ? {} : { maxActions: plan.maxActions }),
      cells: plan.cells.length,
      games,
    },
    cells,
  };
}

/** The report as a table: one row per cell. */
export function reportTable(report: SweepReport): {
  header: string[];
  rows: string[][];
  align: ('left' | 'right')[];
} {
  return {
    header: [
      'game',
      'ruleset',
      'n',
      'bots',
      'decks',
      'games',
      'failed',
      'P1 wins [95% CI]',
      'first player [95% CI]',
      'turns mean (median)',
    ],
    rows: report.cells.map((c) => [
      c.game,
      c.ruleset,
      String(c.players),
      c.bots.join(' v '),
      c.decks.join(' v '),
      String(c.summary.games),
      String(c.summary.failures),
      interval(c.summary.seats[0]?.wins ?? { successes: 0, trials: 0, rate: 0, low: 0, high: 1 }),
      interval(c.summary.firstPlayer),
      c.summary.turns.count === 0 ? 'n/a' : `${c.summary.turns.mean.toFixed(1)} (${c.summary.turns.median})`,
    ]),
    align: ['left', 'left', 'right', 'left', 'left', 'right', 'right', 'right', 'right', 'right'],
  };
}
