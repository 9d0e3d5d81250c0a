/**
 * Costs in the language: each cost word of a cost made into kernel cost parts, in the order the words
 * are listed, each word seeing the whole cost it belongs to.
 * @module
 */
import type { CostPart } from '../index';
import { call, type Erased } from './erased';
import type { CostWords } from './spec';
import type { Cost, Nouns } from './types';

/** Parts built so far, per record of cost words, then per cost object. */
const builtParts = new WeakMap<object, WeakMap<object, CostPart[]>>();

/**
 * The kernel cost parts of a cost, in the order the cost words are listed (each part given the whole
 * cost, to see its siblings); built once per cost object. A language pays its activation costs so; a
 * game may pay a cost of its words elsewhere too (an alternate cost to play a card).
 */
export function costPartsOf<N extends Nouns>(costWords: CostWords<N>, cost: Cost<N>): CostPart[] {
  let cache = builtParts.get(costWords);
  if (cache === undefined) {
    cache = new WeakMap();
    builtParts.set(costWords, cache);
  }
  const known = cache.get(cost);
  if (known) return known;
  const parts: CostPart[] = [];
  const words: Erased<N>['costs'] = costWords;
  for (const [word, def] of Object.entries(words)) {
    const value: unknown = (cost as Record<string, unknown>)[word];
    if (value === undefined || value === false || value === 0 || !def) continue;
    // The part's value type was erased with the word's.
    parts.push(...call((whole: Cost<N>, v: never) => def.parts(v, whole as never), cost, value));
  }
  cache.set(cost, parts);
  return parts;
}
