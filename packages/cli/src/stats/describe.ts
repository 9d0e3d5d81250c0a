/** Descriptive statistics of a numeric sample. */

/** Summary of a sample: centre, spread and a histogram. */
export interface Distribution {
  count: number;
  mean: number;
  median: number;
  min: number;
  max: number;
  /** 10th and 90th percentiles. */
  p10: number;
  p90: number;
  stdev: number;
  /** Counts per integer-aligned bin, `bins[i]` covering `[start + i*width, start + (i+1)*width)`. */
  histogram: Histogram;
}

/** Equal-width bins over a sample. */
export interface Histogram {
  start: number;
  width: number;
  counts: number[];
}

/** Linear-interpolated quantile of an ascending-sorted sample (`q` in [0, 1]). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

/** Describes a sample; an empty sample gives zeros and an empty histogram. */
export function describe(values: readonly number[], maxBins = 20): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const count = sorted.length;
  if (count === 0) {
    return {
      count,
      mean: 0,
      median: 0,
      min: 0,
      max: 0,
      p10: 0,
      p90: 0,
      stdev: 0,
      histogram: { start: 0, width: 1, counts: [] },
    };
  }
  let sum = 0;
  for (const v of sorted) sum += v;
  const mean = sum / count;
  let squares = 0;
  for (const v of sorted) squares += (v - mean) ** 2;
  return {
    count,
    mean,
    median: quantile(sorted, 0.5),
    min: sorted[0],
    max: sorted[count - 1],
    p10: quantile(sorted, 0.1),
    p90: quantile(sorted, 0.9),
    stdev: count > 1 ? Math.sqrt(squares / (count - 1)) : 0,
    histogram: histogram(sorted, maxBins),
  };
}

/** Bins a sorted sample into at most `maxBins` bins of a whole-number width. */
export function histogram(sorted: readonly number[], maxBins: number): Histogram {
  if (sorted.length === 0) return { start: 0, width: 1, counts: [] };
  const start = Math.floor(sorted[0]);
  const span = Math.floor(sorted[sorted.length - 1]) - start + 1;
  const width = Math.max(1, Math.ceil(span / maxBins));
  const counts = new Array<number>(Math.ceil(span / width)).fill(0);
  for (const v of sorted) counts[Math.floor((Math.floor(v) - start) / width)]++;
  return { start, width, counts };
}
