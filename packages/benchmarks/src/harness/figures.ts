/**
 * The report's data model: sections of figures, each a median with its spread, optionally checked
 * against a budget from issue 6. Budgets are reported, never asserted.
 *
 * @module
 */
import type { MachineFacts } from './machine';
import type { Timing } from './measure';

/** A budget line from issue 6: the figure should stay at or under (`max`) or at or over (`min`) `limit`. */
export interface Budget {
  readonly limit: number;
  readonly direction: 'max' | 'min';
}

/** One measured or derived number. */
export interface Figure {
  /** Stable key for JSON consumers, e.g. `trivial.plain.movesPerSec`. */
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  /** Median absolute deviation relative to the median, in percent (measured figures only). */
  readonly spreadPct?: number;
  readonly samples?: number;
  readonly budget?: Budget;
}

/** A group of figures measured together. */
export interface Section {
  readonly id: string;
  readonly title: string;
  /** What one sample is, e.g. "20 games (seeds 1–20, 2,351 moves) per sample". */
  readonly detail: string;
  readonly figures: readonly Figure[];
  /** Things the reader must know, e.g. a figure that could not be measured yet and why. */
  readonly notes: readonly string[];
}

/** Everything one `pnpm bench` run prints, in text or JSON. */
export interface Report {
  readonly version: 1;
  readonly date: string;
  readonly mode: 'full' | 'quick';
  readonly machine: MachineFacts;
  readonly sections: readonly Section[];
}

function spreadOf(t: Timing): number {
  return t.medianMs > 0 ? (100 * t.madMs) / t.medianMs : 0;
}

/** A rate: `work` units done per call of the timed function, reported per second. */
export function rate(
  id: string,
  label: string,
  unit: string,
  work: number,
  t: Timing,
  budget?: Budget,
): Figure {
  return {
    id,
    label,
    value: (work * 1000) / t.medianMs,
    unit,
    spreadPct: spreadOf(t),
    samples: t.samples,
    ...(budget && { budget }),
  };
}

/**
 * A cost per operation when one call of the timed function does `ops` operations, in microseconds
 * (or milliseconds with `unit: 'ms'`).
 */
export function cost(
  id: string,
  label: string,
  t: Timing,
  ops = 1,
  budget?: Budget,
  unit: 'µs' | 'ms' = 'µs',
): Figure {
  return {
    id,
    label,
    value: (t.medianMs * (unit === 'µs' ? 1000 : 1)) / ops,
    unit,
    spreadPct: spreadOf(t),
    samples: t.samples,
    ...(budget && { budget }),
  };
}

/** A ratio of two figures, e.g. how many times slower than the plain loop. */
export function ratio(
  id: string,
  label: string,
  numerator: number,
  denominator: number,
  budget?: Budget,
): Figure {
  return { id, label, value: numerator / denominator, unit: '×', ...(budget && { budget }) };
}

/** Whether a figure meets its budget; `undefined` when it has none. */
export function meetsBudget(f: Figure): boolean | undefined {
  if (!f.budget) return undefined;
  return f.budget.direction === 'max' ? f.value <= f.budget.limit : f.value >= f.budget.limit;
}
