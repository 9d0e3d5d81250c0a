/**
 * Seeded randomness. The generator's whole state is four 32-bit integers kept in the game state, so a
 * saved game resumes with the same future, and the same seed gives the same game on every machine.
 * The generator is sfc32 (small fast counting, from PractRand); seeds are hashed with cyrb128.
 * @module
 */

/** The four-word state of the generator, stored in {@link GameState.rng}. */
export type RngState = [number, number, number, number];

/** Hashes any string (or number) seed into a generator state. */
export function seedRng(seed: string | number): RngState {
  const str = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const s: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Discard the first outputs: sfc32 mixes poorly for its first dozen steps.
  for (let i = 0; i < 12; i++) nextUint32(s);
  return s;
}

/** Advances `s` in place and returns the next 32-bit unsigned integer. */
export function nextUint32(s: RngState): number {
  let a = s[0];
  let b = s[1];
  let c = s[2];
  let d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a;
  s[1] = b;
  s[2] = c;
  s[3] = d;
  return t >>> 0;
}

/** A uniform integer in `[0, n)`, unbiased (rejection sampling). Advances `s` in place. */
export function nextInt(s: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0)
    throw new RangeError(`nextInt needs a positive integer bound, got ${n}`);
  if (n === 1) return 0;
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextUint32(s);
    if (x < limit) return x % n;
  }
}

/** Shuffles `items` in place (Fisher–Yates) with the generator `s`. */
export function shuffleInPlace<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(s, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

/**
 * A small standalone seeded generator for tools (bots, simulators) that need randomness outside a
 * game state. Game rules must use the state's generator through the rules context instead.
 */
export class Random {
  /** The live generator state. */
  readonly state: RngState;
  constructor(seed: string | number | RngState) {
    this.state = Array.isArray(seed) ? ([...seed] as RngState) : seedRng(seed);
  }
  /** A uniform integer in `[0, n)`. */
  int(n: number): number {
    return nextInt(this.state, n);
  }
  /** A uniform float in `[0, 1)`. */
  float(): number {
    return nextUint32(this.state) / 0x100000000;
  }
  /** A uniformly chosen element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  /** Shuffles a list in place and returns it. */
  shuffle<T>(items: T[]): T[] {
    return shuffleInPlace(this.state, items);
  }
}
