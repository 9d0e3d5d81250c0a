import { describe, expect, it } from 'vitest';
import { wilson } from './wilson';

describe('95% Wilson score interval', () => {
  it('matches the textbook value for 50 of 100', () => {
    const p = wilson(50, 100);
    expect(p.rate).toBe(0.5);
    expect(p.low).toBeCloseTo(0.4038, 4);
    expect(p.high).toBeCloseTo(0.5962, 4);
  });

  it('is asymmetric near the edges and stays inside [0, 1]', () => {
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    const all = wilson(10, 10);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.7225, 4);
  });

  it('narrows as the sample grows', () => {
    const small = wilson(60, 100);
    const large = wilson(600, 1000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });

  it('covers everything with no trials', () => {
    expect(wilson(0, 0)).toEqual({ successes: 0, trials: 0, rate: 0, low: 0, high: 1 });
  });
});
