/** A plain summarize for tests (the CLI passes its own, with Wilson intervals). */
import type { SweepGameRecord } from '../plan/types';
import type { CellSummary } from '../report/report';

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length);
  const at = (q: number) => sorted[Math.floor((sorted.length - 1) * q)] ?? 0;
  return { count: sorted.length, mean, median: at(0.5), p10: at(0.1), p90: at(0.9) };
};

const share = (successes: number, trials: number) => ({
  successes,
  trials,
  rate: trials ? successes / trials : 0,
  low: 0,
  high: 1,
});

/** Counts and spreads of a cell's records. */
export function testSummarize(
  records: readonly SweepGameRecord[],
  bots: readonly string[],
  decks: readonly string[],
): CellSummary {
  const done = records.filter((r) => r.error === undefined);
  const decisive = done.filter((r) => r.winners.length > 0);
  return {
    games: records.length,
    completed: done.length,
    failures: records.length - done.length,
    draws: done.length - decisive.length,
    seats: bots.map((bot, seat) => ({
      seat,
      bot,
      deck: decks[seat],
      wins: share(done.filter((r) => r.winners.includes(seat)).length, done.length),
    })),
    firstPlayer: share(decisive.filter((r) => r.winners.includes(r.firstPlayer)).length, decisive.length),
    turns: spread(done.map((r) => r.turns)),
    actions: spread(done.map((r) => r.actions)),
  };
}
