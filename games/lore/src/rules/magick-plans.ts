/**
 * Choosing which sources of magick to evoke for a cost (Lore Magick Types; step b).
 *
 * A player pays by evoking runes and other sources; each source makes one of a few types. The
 * planner lists the distinct *minimal* ways to pay (no source could be left out), treating sources
 * with the same signature as interchangeable so the list stays short for players and bots.
 *
 * @module
 */
import type { MagickCost, MagickType } from '../cards/vocabulary.js';
import { canPay, costSize, emptyCounts, type MagickCounts } from './magick.js';
import { cannotPayQuickly, type MagickOffer, type OfferSummary, summarizeOffers } from './magick-sources.js';

// Offers and the quick refusal used to live here; kept importable from this module too.
export { cannotPayQuickly, type MagickOffer } from './magick-sources.js';

/** One source used by a plan, and the type it makes. */
export type SourceUse = {
  readonly source: string;
  readonly ability: number;
  readonly type: MagickType;
  readonly amount: number;
};

/** A way to pay: the sources to use and what each makes. */
export interface PaymentPlan {
  readonly uses: readonly SourceUse[];
}

interface Group {
  readonly offers: readonly MagickOffer[];
  readonly oneOf: readonly MagickType[];
  readonly amount: number;
}

/** Whether two offers are interchangeable in a plan: alike in kind, types, amount and extra cost. */
function sameGroup(a: MagickOffer, b: MagickOffer): boolean {
  const pooled = a.ability < 0;
  if (pooled !== b.ability < 0 || a.amount !== b.amount) return false;
  if ((a.costKey ?? '') !== (b.costKey ?? '')) return false;
  if (a.oneOf === b.oneOf) return true;
  if (a.oneOf.length !== b.oneOf.length) return false;
  for (let i = 0; i < a.oneOf.length; i++) if (a.oneOf[i] !== b.oneOf[i]) return false;
  return true;
}

const bySource = (a: MagickOffer, b: MagickOffer): number =>
  a.source < b.source ? -1 : a.source > b.source ? 1 : 0;

/**
 * The offers in groups of interchangeable ones, groups in the order their first offer comes. Offer
 * lists are short (the sources of one player), so scans replace the sets and maps of string keys
 * this is asked for on every payment.
 */
function groupOffers(offers: readonly MagickOffer[]): Group[] {
  let sourcesWithManyOffers: Set<string> | null = null;
  for (let i = 1; i < offers.length; i++) {
    for (let j = 0; j < i; j++) {
      if (offers[j].source !== offers[i].source) continue;
      (sourcesWithManyOffers ??= new Set()).add(offers[i].source);
      break;
    }
  }
  const lists: MagickOffer[][] = [];
  for (const offer of offers) {
    const list = lists.find((l) => sameGroup(l[0], offer));
    if (list) list.push(offer);
    else lists.push([offer]);
  }
  // Sources with several offers go last in each group, so plain sources are used first and the
  // same source is less often wanted by two groups.
  const many = sourcesWithManyOffers;
  const order =
    many === null
      ? bySource
      : (a: MagickOffer, b: MagickOffer) =>
          Number(many.has(a.source)) - Number(many.has(b.source)) || bySource(a, b);
  return lists.map((list) => {
    const { oneOf, amount } = list[0];
    return { offers: list.length > 1 ? list.sort(order) : list, oneOf, amount };
  });
}

/** All ways to split `total` among the listed types (order of types fixed). */
function splits(types: readonly MagickType[], total: number): number[][] {
  if (types.length === 1) return [[total]];
  const out: number[][] = [];
  for (let first = total; first >= 0; first--) {
    for (const rest of splits(types.slice(1), total - first)) out.push([first, ...rest]);
  }
  return out;
}

/**
 * Lists distinct minimal ways to pay the cost from these offers, at most `limit` of them, in a
 * deterministic order (fewest sources first). An empty cost has exactly one plan: use nothing.
 * `summary`, when given, must be the summary of these `offers` (callers that have it save a pass).
 */
export function planPayments(
  offers: readonly MagickOffer[],
  cost: MagickCost,
  limit = 32,
  summary: OfferSummary = summarizeOffers(offers),
): PaymentPlan[] {
  const size = costSize(cost);
  if (size === 0) return [{ uses: [] }];
  if (cannotPayQuickly(offers, cost, summary)) return [];
  const maxUnits = size + (cost.elder ?? 0);
  const groups = groupOffers(offers);
  const plans: PaymentPlan[] = [];
  // The choices so far, as a stack of (group, type, count) in three lists (no object per choice):
  // entries at `depth` and beyond are stale.
  const chosenGroup: Group[] = [];
  const chosenType: MagickType[] = [];
  const chosenCount: number[] = [];
  let depth = 0;
  const choose = (group: Group, type: MagickType, count: number) => {
    chosenGroup[depth] = group;
    chosenType[depth] = type;
    chosenCount[depth] = count;
    depth++;
  };
  // The magick the choices make, kept up to date as choices are pushed and popped.
  const units: MagickCounts = emptyCounts();

  const emit = () => {
    if (!canPay(units, cost)) return;
    for (let i = 0; i < depth; i++) {
      // Minimal: without one unit of any choice, the rest no longer pays.
      const type = chosenType[i];
      const amount = chosenGroup[i].amount;
      units[type] -= amount;
      const stillPays = canPay(units, cost);
      units[type] += amount;
      if (stillPays) return;
    }
    const uses = assignSources();
    if (uses) plans.push({ uses });
  };

  // Gives each chosen unit its own source, the first way in offer order: a source offered by two
  // groups may be needed by the later one, so a greedy pick is undone when the rest cannot be served.
  const assignSources = (): SourceUse[] | null => {
    const used = new Set<string>();
    const uses: SourceUse[] = [];
    const go = (i: number, left: number, from: number): boolean => {
      if (i === depth) return true;
      if (left === 0) return go(i + 1, i + 1 < depth ? chosenCount[i + 1] : 0, 0);
      const offers = chosenGroup[i].offers;
      const type = chosenType[i];
      for (let k = from; k < offers.length; k++) {
        const offer = offers[k];
        if (used.has(offer.source)) continue;
        used.add(offer.source);
        uses.push({ source: offer.source, ability: offer.ability, type, amount: offer.amount });
        if (go(i, left - 1, k + 1)) return true;
        uses.pop();
        used.delete(offer.source);
      }
      return false;
    };
    return go(0, depth > 0 ? chosenCount[0] : 0, 0) ? uses : null;
  };

  // In a minimal plan every source pays at least one unit of the cost, so it uses at most `maxUnits`
  // sources (a source making two units may overpay, so units are not the bound).
  const visit = (g: number, sources: number) => {
    if (plans.length >= limit) return;
    // Paying already, the choices are minimal only with no more sources (a unit more never makes a
    // cost unpayable): of this whole branch only the choices as they are can be a plan.
    if (g === groups.length || canPay(units, cost)) {
      emit();
      return;
    }
    const group = groups[g];
    const most = Math.min(group.offers.length, maxUnits - sources);
    for (let n = 0; n <= most; n++) {
      if (n === 0) {
        visit(g + 1, sources);
        continue;
      }
      if (group.oneOf.length === 1) {
        // One type: the only split, without building the list of splits.
        const type = group.oneOf[0];
        choose(group, type, n);
        units[type] += group.amount * n;
        visit(g + 1, sources + n);
        units[type] -= group.amount * n;
        depth -= 1;
        continue;
      }
      for (const split of splits(group.oneOf, n)) {
        const pushed = split.filter((k) => k > 0).length;
        split.forEach((k, i) => {
          if (k > 0) choose(group, group.oneOf[i], k);
          units[group.oneOf[i]] += group.amount * k;
        });
        visit(g + 1, sources + n);
        split.forEach((k, i) => {
          units[group.oneOf[i]] -= group.amount * k;
        });
        depth -= pushed;
      }
    }
  };
  visit(0, 0);
  // Most costs have one plan: nothing to order (a sort copies the list).
  return plans.length > 1 ? plans.sort((a, b) => a.uses.length - b.uses.length) : plans;
}

/** The magick units a plan makes, expanded. */
export function unitsOf(plan: PaymentPlan): MagickType[] {
  return plan.uses.flatMap((u) => Array.from({ length: u.amount }, () => u.type));
}
