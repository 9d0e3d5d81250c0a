import { describe, expect, it } from 'vitest';
import { createRng, shuffleInPlace } from './prng';

describe('shared seeded PRNG', () => {
  it('replays the same sequence for the same seed and stream', () => {
    const draw = (seed: number, stream: number) => {
      const rng = createRng(seed, stream);
      return Array.from({ length: 8 }, () => rng.next32());
    };
    expect(draw(5, 1)).toEqual(draw(5, 1));
    expect(draw(5, 1)).not.toEqual(draw(5, 2));
    expect(draw(5, 1)).not.toEqual(draw(6, 1));
  });

  it('int(n) stays in [0, n) and reaches every value', () => {
    const rng = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = rng.int(7);
      expect(v >= 0 && v < 7 && Number.isInteger(v)).toBe(true);
      seen.add(v);
    }
    expect(seen.size).toBe(7);
  });

  it('shuffleInPlace permutes the items', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = shuffleInPlace([...items], createRng(3));
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });
});
