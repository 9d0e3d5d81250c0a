import { describe, expect, it } from 'vitest';
import { deriveSeed, SeededRandom } from './seed';

describe('per-game seeds', () => {
  it('depend only on the base seed and the game index', () => {
    expect(deriveSeed(42, 7)).toBe(deriveSeed(42, 7));
    expect(deriveSeed(42, 7)).not.toBe(deriveSeed(42, 8));
    expect(deriveSeed(42, 7)).not.toBe(deriveSeed(43, 7));
  });

  it('do not collide over a long run', () => {
    const seeds = new Set(Array.from({ length: 10_000 }, (_, i) => deriveSeed(1, i)));
    expect(seeds.size).toBe(10_000);
  });

  it('drive a reproducible stream of choices', () => {
    const a = new SeededRandom(9);
    const b = new SeededRandom(9);
    const draws = Array.from({ length: 20 }, () => a.int(6));
    expect(Array.from({ length: 20 }, () => b.int(6))).toEqual(draws);
    expect(new Set(draws).size).toBeGreaterThan(1);
    expect(draws.every((d) => d >= 0 && d < 6)).toBe(true);
  });
});
