/**
 * Card lookup by full name over the implemented pool, forgiving about case, curly quotes and
 * dashes so decklists copied from elsewhere resolve.
 *
 * @module
 */
import { fullName, type LorcanaCard } from './card.js';
import { fullPool as cardPool } from './full-pool.js';

/** Normalizes a full name for lookup: case, quotes, dashes and spacing. */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s*[–—-]\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim();
}

const byName: ReadonlyMap<string, LorcanaCard> = new Map(
  cardPool.map((c) => [normalizeName(fullName(c)), c]),
);
const byId: ReadonlyMap<string, LorcanaCard> = new Map(cardPool.map((c) => [c.id, c]));

/** The implemented card with this full name (`Name - Version`), if any. */
export function cardByFullName(name: string): LorcanaCard | undefined {
  return byName.get(normalizeName(name));
}

/** The implemented card with this id (`<set>-<NNN>`), if any. */
export function cardById(id: string): LorcanaCard | undefined {
  return byId.get(id);
}

/** Full names in the pool sharing the most words with `name` (for “did you mean”). */
export function similarNames(name: string, limit = 3): string[] {
  const words = new Set(normalizeName(name).split(' '));
  return cardPool
    .map((c) => {
      const n = fullName(c);
      return {
        n,
        score: normalizeName(n)
          .split(' ')
          .filter((w) => w !== '-' && words.has(w)).length,
      };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((x) => x.n);
}
