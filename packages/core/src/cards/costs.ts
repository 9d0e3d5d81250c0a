/**
 * Costs in the language: each cost word of a cost made into kernel cost parts, in the order the words
 * are listed. A word either builds its kernel parts itself (seeing the whole cost it belongs to) or is
 * paid with cards the payer chooses (`choose`), which the language asks as the kernel's card choice,
 * leaving out the cards other parts of the same payment already took.
 * @module
 */
import type { CardId, CostPart, Ctx, PlayerId } from '../index';
import { call, type Erased } from './erased';
import type { CardCostDef, CostWords } from './spec';
import type { Cost, Nouns } from './types';

/** A word that has neither `parts` nor `choose`. */
export class CostWordError extends Error {
  constructor(readonly word: string) {
    super(`cards: cost word "${word}" has neither parts nor choose`);
    this.name = 'CostWordError';
  }
}

const NO_WAY: never[] = [];
const ONE_WAY = [null];

/** The cards the card parts of one payment took so far (reset by the cost's first card part). */
interface Payment {
  taken: CardId[];
}

/** The kernel part of a word paid with chosen cards. */
function cardPart<N extends Nouns>(
  word: string,
  def: CardCostDef<never, never>,
  describe: (value: never) => string,
  value: unknown,
  cost: Cost<N>,
  payment: Payment,
  first: boolean,
): CostPart {
  const count = def.count ? call((_: undefined, v: never) => def.count?.(v) ?? 1, undefined, value) : 1;
  const label = call((_: undefined, v: never) => describe(v), undefined, value);
  const candidates = (ctx: Ctx, payer: PlayerId, source: CardId): readonly CardId[] =>
    call((_: undefined, v: never) => def.candidates(ctx, payer, source, v, cost as never), undefined, value);
  return {
    kind: word,
    label,
    // Each part checks its own cards (as the kernel checks each part of a cost).
    options: (ctx, payer, source) => (candidates(ctx, payer, source).length >= count ? ONE_WAY : NO_WAY),
    pay: (ctx, payer, source) => {
      if (first) payment.taken = [];
      const taken = payment.taken;
      const all = candidates(ctx, payer, source);
      const free = taken.length === 0 ? all : all.filter((c) => !taken.includes(c));
      const picked = ctx.chooseCards(payer, free, {
        min: count,
        max: count,
        prompt: def.prompt ?? `Choose to pay: ${label}`,
        ...(def.rule ? { rule: def.rule } : {}),
      });
      taken.push(...picked);
      call((_: undefined, v: never) => def.pay(ctx, payer, source, picked, v), undefined, value);
    },
  };
}

/** Parts built so far, per record of cost words, then per cost object. */
const builtParts = new WeakMap<object, WeakMap<object, CostPart[]>>();

/**
 * The kernel cost parts of a cost, in the order the cost words are listed (each part given the whole
 * cost, to see its siblings); built once per cost object. A language pays its activation costs so; a
 * game may pay a cost of its words elsewhere too (an alternate cost to play a card).
 */
export function costPartsOf<N extends Nouns>(
  costWords: CostWords<N> | Erased<N>['costs'],
  cost: Cost<N>,
): CostPart[] {
  let cache = builtParts.get(costWords);
  if (cache === undefined) {
    cache = new WeakMap();
    builtParts.set(costWords, cache);
  }
  const known = cache.get(cost);
  if (known) return known;
  const parts: CostPart[] = [];
  const payment: Payment = { taken: [] };
  let first = true;
  const words: Erased<N>['costs'] = costWords;
  for (const [word, def] of Object.entries(words)) {
    const value: unknown = (cost as Record<string, unknown>)[word];
    if (value === undefined || value === false || value === 0 || !def) continue;
    if (def.choose) {
      parts.push(cardPart(word, def.choose, def.describe, value, cost, payment, first));
      first = false;
    } else if (def.parts) {
      // The part's value type was erased with the word's.
      parts.push(...call((whole: Cost<N>, v: never) => def.parts?.(v, whole as never) ?? [], cost, value));
    } else throw new CostWordError(word);
  }
  cache.set(cost, parts);
  return parts;
}
