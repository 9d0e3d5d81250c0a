/**
 * What a player's magick sources can pay, decided without listing payment plans (Lore Magick Types;
 * step e of Steps for Playing Cards asks whether each card in hand can be paid for).
 *
 * Using a source never makes a payable cost unpayable (an extra unit only adds to what is left), and
 * of a source's offers making the same type the largest one is never worse. So some choice of offers
 * pays a cost exactly when some way of giving every source one type, at its largest amount for that
 * type, pays it: sources making one type add a fixed amount, and only the split of the sources that
 * make one of several types (Tidal Rune, Idol of the Deep…) among their types is searched.
 *
 * @module
 */
import { type MagickCost, type MagickType, PRIMARY_MAGICK } from '../cards/vocabulary.js';
import { canPay, emptyCounts, type MagickCounts } from './magick.js';

/** One way a source can make magick: a magick ability of a card in play, or floating magick. */
export interface MagickOffer {
  /** The instance that is evoked (or `pool:<n>` for magick already created). */
  readonly source: string;
  /** The ability's index on its card (-1 for floating magick). */
  readonly ability: number;
  readonly oneOf: readonly MagickType[];
  readonly amount: number;
  /** Distinguishes offers that look alike but cost different things (e.g. sanity). */
  readonly costKey?: string;
}

/** Sources that each make one of several types, alike in what they make. */
export interface SourceChoice {
  /** The types they can make, each at the largest amount one source makes of it. */
  readonly types: readonly MagickType[];
  readonly amounts: readonly number[];
  /** How many such sources there are. */
  readonly count: number;
}

/** What a list of offers can make, independent of any cost: built once, asked about many costs. */
export interface OfferSummary {
  /** Every source has one offer, of one type. */
  readonly simple: boolean;
  /** The magick of the sources that make one type only, at their largest amounts (all of it when simple). */
  readonly counts: Readonly<MagickCounts>;
  /** The sources that make one of several types. */
  readonly choices: readonly SourceChoice[];
  /** Per type, the largest amount of every source that can make it (for {@link cannotPayQuickly}). */
  readonly capacity: Readonly<MagickCounts>;
  /** The largest amounts of every source, added up. */
  readonly total: number;
}

/** Summarizes offers for {@link cannotPayQuickly} and {@link canPlanPayment}. */
export function summarizeOffers(offers: readonly MagickOffer[]): OfferSummary {
  // Called once per state and payer while legal actions are listed: no maps or sets on the usual board.
  const counts = emptyCounts();
  const capacity = emptyCounts();
  const choices: { types: MagickType[]; amounts: number[]; count: number; key: string }[] = [];
  let simple = true;
  let total = 0;
  for (let i = 0; i < offers.length; i++) {
    const first = offers[i];
    if (sourceSeenBefore(offers, i)) continue;
    // Every offer of this source, from its first one on.
    let best = first.amount;
    let several = first.oneOf.length > 1;
    for (let k = i + 1; k < offers.length; k++) {
      const o = offers[k];
      if (o.source !== first.source) continue;
      simple = false;
      if (o.amount > best) best = o.amount;
      if (o.oneOf.length > 1 || o.oneOf[0] !== first.oneOf[0]) several = true;
    }
    if (first.oneOf.length > 1) simple = false;
    total += best;
    if (!several) {
      // One type, at the source's largest amount (the lists below would hold just that).
      const type = first.oneOf[0];
      capacity[type] += best;
      counts[type] += best;
      continue;
    }
    const types: MagickType[] = [];
    const amounts: number[] = [];
    for (let k = i; k < offers.length; k++) {
      const o = offers[k];
      if (o.source !== first.source) continue;
      for (const t of o.oneOf) {
        const at = types.indexOf(t);
        if (at < 0) {
          types.push(t);
          amounts.push(o.amount);
          capacity[t] += best;
        } else if (o.amount > amounts[at]) amounts[at] = o.amount;
      }
    }
    const key = types.map((t, n) => `${t}${amounts[n]}`).join(',');
    // A loop, not `find`: a closure over `key` would make every pass of the loop allocate.
    let same: (typeof choices)[number] | undefined;
    for (let c = 0; c < choices.length && same === undefined; c++)
      if (choices[c].key === key) same = choices[c];
    if (same) same.count++;
    else choices.push({ types, amounts, count: 1, key });
  }
  return { simple, counts, choices, capacity, total };
}

/** Whether an earlier offer has the same source (lists are short: a scan beats building a set). */
function sourceSeenBefore(offers: readonly MagickOffer[], i: number): boolean {
  const source = offers[i].source;
  for (let j = 0; j < i; j++) if (offers[j].source === source) return true;
  return false;
}

/**
 * Whether these offers surely cannot pay the cost, decided without listing plans (most costs in a
 * hand are not payable, and listing is the slow part). Exact when every source has one single-type
 * offer; otherwise a relaxation: each source counts once, at its largest amount, for every type it
 * can make. Never true when some plan exists. `summary` must be the summary of these `offers`.
 */
export function cannotPayQuickly(
  offers: readonly MagickOffer[],
  cost: MagickCost,
  summary: OfferSummary = summarizeOffers(offers),
): boolean {
  const { simple, counts, capacity, total } = summary;
  if (simple) return !canPay(counts, cost);
  let needed = (cost.formless ?? 0) + (cost.elder ?? 0);
  for (const t of PRIMARY_MAGICK) {
    if (capacity[t] < (cost[t] ?? 0)) return true;
    needed += cost[t] ?? 0;
  }
  return total < needed;
}

/**
 * Whether some choice of at most one offer and one type per source pays the cost: exactly when
 * `planPayments` lists a plan (a payable choice contains a minimal one). Searches only the splits of
 * the several-type sources among their types (see the module notes). `summary` must be the summary
 * of these `offers`.
 */
export function canPlanPayment(
  offers: readonly MagickOffer[],
  cost: MagickCost,
  summary: OfferSummary = summarizeOffers(offers),
): boolean {
  // A free cost needs no test of its own: `canPay` accepts it from any magick.
  if (summary.choices.length === 0) return canPay(summary.counts, cost);
  if (cannotPayQuickly(offers, cost, summary)) return false;
  const have: MagickCounts = { ...summary.counts };
  return splitPays(summary.choices, 0, 0, summary.choices[0].count, have, cost);
}

/** Gives the `left` sources of choice `c`, from type `t` on, one type each; true once some split pays. */
function splitPays(
  choices: readonly SourceChoice[],
  c: number,
  t: number,
  left: number,
  have: MagickCounts,
  cost: MagickCost,
): boolean {
  if (c === choices.length) return canPay(have, cost);
  const { types, amounts } = choices[c];
  if (t === types.length - 1) {
    // The last type takes the rest of this choice's sources.
    have[types[t]] += left * amounts[t];
    const next = c + 1 < choices.length ? choices[c + 1].count : 0;
    const pays = splitPays(choices, c + 1, 0, next, have, cost);
    have[types[t]] -= left * amounts[t];
    return pays;
  }
  for (let n = left; n >= 0; n--) {
    have[types[t]] += n * amounts[t];
    const pays = splitPays(choices, c, t + 1, left - n, have, cost);
    have[types[t]] -= n * amounts[t];
    if (pays) return true;
  }
  return false;
}
