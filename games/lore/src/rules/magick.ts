/**
 * Paying magick costs (Lore Magick Types; steps b and e of Steps for Playing Cards).
 *
 * - A primary cost (Astral, Cosmic, Deep, Primal, Sanguine) is paid only by magick of that type.
 * - An Elder cost is paid by one Elder magick, or by two magick of two different primary types.
 * - A Formless cost is paid by any one magick.
 * - Formless magick (from a Blank Rune or a Whisper) pays only Formless costs: it is neither a
 *   primary type nor Elder (see the README, "Ambiguities and decisions").
 *
 * @module
 */
import {
  MAGICK_TYPES,
  type MagickCost,
  type MagickType,
  PRIMARY_MAGICK,
  type PrimaryMagick,
} from '../cards/vocabulary.js';

/** Counts of magick by type. */
export type MagickCounts = Record<MagickType, number>;

/** A zeroed count table. */
export function emptyCounts(): MagickCounts {
  return { astral: 0, cosmic: 0, deep: 0, primal: 0, sanguine: 0, elder: 0, formless: 0 };
}

/** Counts a list of magick units by type. */
export function countMagick(units: readonly MagickType[]): MagickCounts {
  const counts = emptyCounts();
  for (const unit of units) counts[unit] += 1;
  return counts;
}

/** How many units of magick a cost asks for at least (an Elder cost counts as one). */
export function costSize(cost: MagickCost): number {
  let sum = 0;
  for (const t of MAGICK_TYPES) sum += cost[t] ?? 0;
  return sum;
}

/**
 * Whether these magick units pay the cost. Primary costs take their own type first (nothing else
 * can pay them); Elder units go to Elder costs; the remaining Elder costs need pairs of distinct
 * primary types, which exist iff the primaries left, each capped at the number of pairs, add up to
 * twice the number of pairs; Formless takes whatever is left.
 */
export function canPay(units: readonly MagickType[] | MagickCounts, cost: MagickCost): boolean {
  // Locals instead of a copied count table: bots and legal-action listing ask this thousands of
  // times per game, and the copy was most of its cost.
  const have = Array.isArray(units) ? countMagick(units) : (units as MagickCounts);
  const astral = have.astral - (cost.astral ?? 0);
  const cosmic = have.cosmic - (cost.cosmic ?? 0);
  const deep = have.deep - (cost.deep ?? 0);
  const primal = have.primal - (cost.primal ?? 0);
  const sanguine = have.sanguine - (cost.sanguine ?? 0);
  if (astral < 0 || cosmic < 0 || deep < 0 || primal < 0 || sanguine < 0) return false;
  const elderCost = cost.elder ?? 0;
  const elderFromUnits = Math.min(have.elder, elderCost);
  const pairs = elderCost - elderFromUnits;
  if (pairs > 0) {
    const capped =
      Math.min(astral, pairs) +
      Math.min(cosmic, pairs) +
      Math.min(deep, pairs) +
      Math.min(primal, pairs) +
      Math.min(sanguine, pairs);
    if (capped < 2 * pairs) return false;
  }
  const left =
    astral + cosmic + deep + primal + sanguine + (have.elder - elderFromUnits) + have.formless - 2 * pairs;
  return left >= (cost.formless ?? 0);
}

/** Which unit pays which part of a cost: the explanation of a payment, for logs and tests. */
export interface PaymentBreakdown {
  /** Units paying primary costs, by type. */
  readonly primary: readonly MagickType[];
  /** For each Elder cost: one Elder unit, or a pair of distinct primaries. */
  readonly elder: readonly (readonly MagickType[])[];
  readonly formless: readonly MagickType[];
  /** Units left over. */
  readonly unused: readonly MagickType[];
}

/**
 * A concrete payment of the cost from these units, or `null` if they cannot pay it. Pairs for
 * Elder are taken greedily from the two most plentiful primary types, which succeeds whenever
 * {@link canPay} does.
 */
export function breakDownPayment(units: readonly MagickType[], cost: MagickCost): PaymentBreakdown | null {
  if (!canPay(units, cost)) return null;
  const have = countMagick(units);
  const primary: MagickType[] = [];
  for (const t of PRIMARY_MAGICK) {
    for (let i = 0; i < (cost[t] ?? 0); i++) primary.push(t);
    have[t] -= cost[t] ?? 0;
  }
  const elder: MagickType[][] = [];
  for (let i = 0; i < (cost.elder ?? 0); i++) {
    if (have.elder > 0) {
      have.elder -= 1;
      elder.push(['elder']);
      continue;
    }
    const [a, b] = [...PRIMARY_MAGICK].sort((x, y) => have[y] - have[x] || order(x) - order(y));
    have[a] -= 1;
    have[b] -= 1;
    elder.push([a, b]);
  }
  const formless: MagickType[] = [];
  // Formless takes formless units first, then Elder, then the most plentiful primary.
  for (let i = 0; i < (cost.formless ?? 0); i++) {
    const pick: MagickType =
      have.formless > 0
        ? 'formless'
        : have.elder > 0
          ? 'elder'
          : [...PRIMARY_MAGICK].sort((x, y) => have[y] - have[x] || order(x) - order(y))[0];
    have[pick] -= 1;
    formless.push(pick);
  }
  const unused = MAGICK_TYPES.flatMap((t) => Array.from({ length: have[t] }, () => t));
  return { primary, elder, formless, unused };
}

function order(t: PrimaryMagick): number {
  return PRIMARY_MAGICK.indexOf(t);
}
