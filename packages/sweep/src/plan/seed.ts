/**
 * Cell seeds. A cell's seed depends only on the sweep's base seed and the cell's id (its game,
 * ruleset, players, bots and decks), never on its position in the file, so adding a cell to a
 * sweep leaves every other cell's games unchanged. Game `i` of a cell is then seeded by the runner
 * from the cell seed and `i` (`deriveSeed(cellSeed, i)` in `@cardloom/cli`), which makes a batch —
 * a range of game indexes — depend only on (base seed, cell, batch index).
 */

/** FNV-1a hash of a string (UTF-16 code units) to 32 bits. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The seed of the cell `cellId` in a sweep with base seed `base` (a 32-bit unsigned integer). */
export function cellSeed(base: number, cellId: string): number {
  let h = (base ^ Math.imul(hashText(cellId), 0x85ebca6b)) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}
