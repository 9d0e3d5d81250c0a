/** Number formatting shared by tables and reports. */
import type { Proportion } from '../stats/wilson';

/** A percentage with one decimal: `0.523` → `52.3%`. */
export function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** A proportion with its interval: `52.3% [49.2–55.4]`. */
export function proportion(p: Proportion): string {
  if (p.trials === 0) return 'n/a';
  return `${percent(p.rate)} [${(p.low * 100).toFixed(1)}–${(p.high * 100).toFixed(1)}]`;
}

/** A number with at most `digits` decimals and no trailing zeros. */
export function num(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return String(value);
  return Number(value.toFixed(digits)).toLocaleString('en-US', { maximumFractionDigits: digits });
}
