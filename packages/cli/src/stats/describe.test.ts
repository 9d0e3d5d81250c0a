import { expect, describe as group, it } from 'vitest';
import { describe, histogram, quantile } from './describe';

group('descriptive statistics', () => {
  it('computes mean, median, spread and percentiles', () => {
    const d = describe([5, 1, 3, 2, 4]);
    expect(d).toMatchObject({ count: 5, mean: 3, median: 3, min: 1, max: 5 });
    expect(d.stdev).toBeCloseTo(Math.sqrt(2.5), 10);
    expect(d.p10).toBeCloseTo(1.4, 10);
    expect(d.p90).toBeCloseTo(4.6, 10);
  });

  it('takes the median of an even sample between the middle values', () => {
    expect(describe([1, 2, 3, 10]).median).toBe(2.5);
    expect(quantile([1, 2, 3, 10], 1)).toBe(10);
  });

  it('bins integers into at most the requested number of equal bins', () => {
    const h = histogram([1, 2, 2, 3, 9, 10], 5);
    expect(h).toEqual({ start: 1, width: 2, counts: [3, 1, 0, 0, 2] });
    expect(histogram([4, 4, 4], 20)).toEqual({ start: 4, width: 1, counts: [3] });
  });

  it('describes an empty sample as zeros', () => {
    expect(describe([])).toMatchObject({ count: 0, mean: 0, histogram: { counts: [] } });
  });
});
