/**
 * Per-game seeds. Game `i` of a run always gets `deriveSeed(base, i)`, whichever worker plays it, so a
 * simulation's results depend only on the base seed and the game count, never on the worker count.
 */

/** Mixes a base seed and a game index into a well-spread 32-bit game seed (murmur3 finaliser). */
export function deriveSeed(base: number, index: number): number {
  let h = (base ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A small seeded PRNG (mulberry32) for the command's own choices, e.g. the generic random seat. */
export class SeededRandom {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}
