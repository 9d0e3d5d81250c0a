/**
 * The report's data model: sections of figures, each a median with its spread, optionally checked
 * against budgets that issues set (see `budgets.ts`). Budgets are reported, never asserted.
 *
 * @module
 */
import type { MachineFacts } from './machine';
import type { Timing } from './measure';

/** A budget line from an issue: the figure should stay at or under (`max`) or at or over (`min`) `limit`. */
export interface Budget {
  readonly limit: number;
  readonly direction: 'max' | 'min';
  /** The issues that set this line, e.g. `[6]`, or `[6, 21]` when both ask for the same limit. */
  readonly issues: readonly number[];
  /** A stricter goal the issue names beside the budget (issue 21: framework tax ≤ 2× as a stretch). */
  readonly stretch?: number;
}

/** How a figure stands against one budget: `stretch` when it also meets the stretch goal. */
export type Verdict = 'miss' | 'ok' | 'stretch';

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
  /** Every budget on this figure, one verdict each (attached by `withBudgets` in `budgets.ts`). */
  readonly budgets?: readonly Budget[];
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
  /** 2 since budgets name their issues (version 1 had one unnamed issue-6 `budget` per figure). */
  readonly version: 2;
  readonly date: string;
  readonly mode: 'full' | 'quick';
  readonly machine: MachineFacts;
  readonly sections: readonly Section[];
}

function spreadOf(t: Timing): number {
  return t.medianMs > 0 ? (100 * t.madMs) / t.medianMs : 0;
}

/** A rate: `work` units done per call of the timed function, reported per second. */
export function rate(id: string, label: string, unit: string, work: number, t: Timing): Figure {
  return { id, label, value: (work * 1000) / t.medianMs, unit, spreadPct: spreadOf(t), samples: t.samples };
}

/**
 * A cost per operation when one call of the timed function does `ops` operations, in microseconds
 * (or milliseconds with `unit: 'ms'`).
 */
export function cost(id: string, label: string, t: Timing, ops = 1, unit: 'µs' | 'ms' = 'µs'): Figure {
  return {
    id,
    label,
    value: (t.medianMs * (unit === 'µs' ? 1000 : 1)) / ops,
    unit,
    spreadPct: spreadOf(t),
    samples: t.samples,
  };
}

/** A ratio of two figures, e.g. how many times slower than the plain loop. */
export function ratio(id: string, label: string, numerator: number, denominator: number): Figure {
  return { id, label, value: numerator / denominator, unit: '×' };
}

/** Whether `value` is on the right side of `limit`. */
function within(value: number, limit: number, direction: Budget['direction']): boolean {
  return direction === 'max' ? value <= limit : value >= limit;
}

/** How `value` stands against `budget` (a figure exactly at the limit meets it). */
export function verdict(value: number, budget: Budget): Verdict {
  if (!within(value, budget.limit, budget.direction)) return 'miss';
  return budget.stretch !== undefined && within(value, budget.stretch, budget.direction) ? 'stretch' : 'ok';
}
