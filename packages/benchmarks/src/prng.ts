/**
 * The one seeded pseudo-random generator every benchmark implementation shares, so that a plain loop,
 * a boardgame.io game and a cardloom game fed the same seed shuffle the same decks and make the same
 * player choices. Algorithm: SFC32 (Chris Doty-Humphrey's small fast counting generator), state seeded
 * through SplitMix32 so that nearby integer seeds give unrelated streams.
 *
 * @module
 */

/** A seeded generator of uniform integers; its whole state is four 32-bit words. */
export interface Rng {
  /** Next raw 32-bit unsigned output. */
  next32(): number;
  /** Uniform integer in `[0, n)`; `n` must be a positive integer below 2^32. */
  int(n: number): number;
}

/** Stream numbers: one seed drives independent streams for dealing and for each kind of chooser. */
export const Stream = { deal: 1, players: 2 } as const;

/** SplitMix32 step: scrambles a 32-bit counter into a well-mixed word. */
function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

/**
 * Creates a generator for `(seed, stream)`. The same pair always yields the same sequence.
 *
 * @example
 * const rng = createRng(42, Stream.players);
 * const choice = rng.int(3); // 0, 1 or 2
 */
export function createRng(seed: number, stream = 0): Rng {
  let a = splitmix32(seed ^ Math.imul(stream, 0x85ebca6b));
  let b = splitmix32(a);
  let c = splitmix32(b);
  let d = 1;
  const next32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard a few outputs: SFC32's first words still carry the seed's structure.
  for (let i = 0; i < 12; i++) next32();
  return {
    next32,
    // Scaling a 32-bit word: bias of about n / 2^32 per draw, negligible here, and no rejection loop.
    int: (n) => Math.floor((next32() / 4294967296) * n),
  };
}

/** Fisher–Yates shuffle in place, drawing from `rng`; returns the same array. */
export function shuffleInPlace<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const held = items[i];
    items[i] = items[j];
    items[j] = held;
  }
  return items;
}
