/** Confidence intervals for proportions. */

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** A proportion with its 95% Wilson score interval. */
export interface Proportion {
  successes: number;
  trials: number;
  /** successes / trials (0 when there are no trials). */
  rate: number;
  /** Lower bound of the 95% Wilson interval. */
  low: number;
  /** Upper bound of the 95% Wilson interval. */
  high: number;
}

/**
 * The Wilson score interval: unlike the normal approximation it stays inside [0, 1] and behaves at
 * rates near 0 or 1 and for small samples. With no trials the interval is the whole of [0, 1].
 */
export function wilson(successes: number, trials: number, z = Z95): Proportion {
  if (trials === 0) return { successes, trials, rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or all successes the bound is exactly 0 or 1; computing it leaves rounding noise.
  const low = successes === 0 ? 0 : Math.max(0, centre - half);
  const high = successes === trials ? 1 : Math.min(1, centre + half);
  return { successes, trials, rate: p, low, high };
}
