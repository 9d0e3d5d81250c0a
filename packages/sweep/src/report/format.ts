/** Number formatting of the sweep report. */
import type { Interval } from './report';

/** `0.523` → `52.3%`. */
export function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** `52.3% [49.2–55.4]`, or `n/a` without trials. */
export function interval(p: Interval): string {
  if (p.trials === 0) return 'n/a';
  return `${percent(p.rate)} [${(p.low * 100).toFixed(1)}–${(p.high * 100).toFixed(1)}]`;
}
