import { describe, expect, it } from 'vitest';
import { measureInterleaved } from './measure';

describe('interleaved measuring', () => {
  it('times every function in each round, in turn, for at least the minimum number of rounds', () => {
    const calls: string[] = [];
    const timings = measureInterleaved([() => calls.push('a'), () => calls.push('b')], {
      timeMs: 0,
      minSamples: 4,
      warmupMs: 0,
    });
    expect(timings.map((t) => t.samples)).toEqual([4, 4]);
    // Warm-up calls each once, then rounds alternate between the two functions' turns.
    const turns = calls.join('').replace(/(.)\1*/g, '$1');
    expect(turns).toBe('abababababab'.slice(0, turns.length));
    expect(turns.length).toBeGreaterThanOrEqual(2 + 2 * 4 - 1);
    for (const t of timings) expect(t.medianMs).toBeGreaterThanOrEqual(0);
  });
});
