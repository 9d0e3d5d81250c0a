/**
 * Card filters relative to a card the resolving effect knows: “all other
 * opposing characters with the same name”, “chosen character with less {S} than that character”,
 * “a character with cost up to 2 more than the banished character”. The reference is read once, as
 * the step looks for its cards (CR 6.1.8), with the last known values of a card that left play
 * (CR 6.7.6); the filter is then an ordinary one.
 *
 * @module
 */
import type { CardFilter, FilterCompare, RelativeRef } from '../../cards/vocabulary-refs.js';
import { banishedForCost } from '../history/resolution-memory.js';
import { cardOf, isInPlay, strengthOf } from '../state/board.js';
import type { Exec } from './exec.js';
import { refCards } from './match.js';

/** A name no card has: a reference that names no card matches nothing. */
const NO_NAME = '\u0000';

/** The filter with its references read now; the same object when it has none. */
export function bindFilter(x: Exec, filter: CardFilter): CardFilter {
  if (filter.sameNameAs === undefined && filter.compare === undefined) return filter;
  const { sameNameAs, compare, ...rest } = filter;
  const out: { -readonly [K in keyof CardFilter]: CardFilter[K] } = { ...rest };
  if (sameNameAs !== undefined) {
    const card = relative(x, sameNameAs);
    out.name = card === undefined ? NO_NAME : cardOf(x.ctx, card).name;
  }
  if (compare !== undefined) {
    const bound = compareBound(x, compare);
    if (compare.stat === 'cost') out.cost = { ...rest.cost, atMost: bound };
    else out.strength = { ...rest.strength, atMost: bound };
  }
  return out;
}

/** The highest value the compared characteristic may have (below 0: nothing matches). */
function compareBound(x: Exec, c: FilterCompare): number {
  // “The {S} he had in play”: the source itself, by its last known information once banished (CR 6.7.6).
  const card = c.to === 'self' ? x.source : relative(x, c.to);
  if (card === undefined || card < 0) return -1;
  const value = c.stat === 'cost' ? cardOf(x.ctx, card).cost : strengthNow(x, card);
  return value + (c.plus ?? 0) - (c.by === 'lt' ? 1 : 0);
}

/** A card's strength in play, or its last known strength (CR 6.7.6). */
function strengthNow(x: Exec, card: number): number {
  if (isInPlay(x.ctx, card)) return strengthOf(x.ctx, card);
  const known = x.ctx.getVar(`lk.${card}`) as { strength?: number } | undefined;
  return known?.strength ?? cardOf(x.ctx, card).strength ?? 0;
}

/** The card a relative filter reads, if any. */
function relative(x: Exec, ref: RelativeRef): number | undefined {
  if (ref === 'banishedForCost') return banishedForCost(x.ctx, x.source);
  return refCards(x, ref)[0];
}
