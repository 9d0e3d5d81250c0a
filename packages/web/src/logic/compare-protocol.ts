/** Messages between the page and the comparison worker. */
import type { CompareColumn, ComparisonReport } from './compare';

/** Page → worker: play `games` games per column with one bot kind from `seed`. */
export interface CompareRequest {
  readonly columns: readonly CompareColumn[];
  readonly games: number;
  readonly seed: number;
  readonly bot: 'random' | 'greedy';
}

/** Worker → page: progress after each game, then the report (or why there is none). */
export type CompareMessage =
  | { readonly kind: 'progress'; readonly done: number; readonly total: number; readonly column: string }
  | { readonly kind: 'done'; readonly report: ComparisonReport }
  | { readonly kind: 'error'; readonly error: string };
