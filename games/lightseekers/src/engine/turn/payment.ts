/**
 * Paying for combos with element-matched cards from hand (Lightseekers 2.4.3, L10–L14), as a kernel
 * cost part: each legal payment is a set of hand cards that covers the cost (after reductions and
 * increases) with no card to spare; the kernel asks the payer to choose when several differ.
 * @module
 */
import type { CardId, CostPart, Ctx, Json, PlayerId } from '@cardloom/core';
import type { Card } from '../../cards/vocabulary-cards.js';
import { type Affinity, type Element, isOrder, orderOf } from '../../cards/vocabulary-elements.js';
import { hasAccess, ordersOf } from '../elements/access.js';
import { modifiersOn } from '../modifiers/modifiers.js';
import { cardOf, Z } from '../table/catalog.js';
import { noteHandLeft } from '../table/turn-record.js';

/** Game variable listing the cards paid for the combo being handled (back to the deck afterwards). */
export const PAID = 'ls.paid';

/** Most payments listed for one combo. */
const MAX_PAYMENTS = 64;

/** What one hand card can pay for. */
interface Payer {
  readonly card: CardId;
  readonly sig: string;
  /** A combo pays every overlapping symbol (L12). */
  readonly combo: readonly Affinity[] | null;
  /** The Elements it can pay with (an action's requirement, an item's grant; L11). */
  readonly elements: readonly Affinity[];
}

/** The cost problem for one combo. */
interface Problem {
  readonly units: readonly Affinity[];
  /** Units that may be left unpaid (reduction). */
  readonly skip: number;
  /** Extra cards of the combo's Orders (increase). */
  readonly extra: number;
  readonly orders: ReadonlySet<string>;
  readonly payer: PlayerId;
}

function payerOf(card: CardId, def: Card): Payer | null {
  if (def.kind === 'hero') return null;
  if (def.kind === 'combo') return { card, sig: def.id, combo: def.cost, elements: [] };
  const elements = def.category === 'item' ? (def.grants ? [def.grants.element] : []) : def.requires;
  return elements.length ? { card, sig: def.id, combo: null, elements } : null;
}

/** Whether a single card's affinity pays a unit: same Element, or an accessible Element of that Order. */
function pays(ctx: Ctx, problem: Problem, affinity: Affinity, unit: Affinity): boolean {
  if (affinity === unit) return true;
  return (
    isOrder(unit) &&
    !isOrder(affinity) &&
    orderOf(affinity) === unit &&
    hasAccess(ctx, problem.payer, affinity)
  );
}

/** Whether a card can fill an increase slot: an accessible Element of one of the combo's Orders. */
function paysExtra(ctx: Ctx, problem: Problem, affinity: Affinity): boolean {
  if (isOrder(affinity)) return problem.orders.has(affinity);
  return problem.orders.has(orderOf(affinity)) && hasAccess(ctx, problem.payer, affinity as Element);
}

/** Whether the chosen cards can cover the cost, each card contributing (L10–L13). */
function covers(ctx: Ctx, problem: Problem, chosen: readonly Payer[]): boolean {
  const open = problem.units.slice();
  const singles: Payer[] = [];
  for (const p of chosen) {
    if (!p.combo) {
      singles.push(p);
      continue;
    }
    let took = 0;
    for (const symbol of p.combo) {
      const at = open.indexOf(symbol);
      if (at >= 0) {
        open.splice(at, 1);
        took++;
      }
    }
    if (took === 0) return false;
  }
  return placeSingles(ctx, problem, singles, 0, open, 0);
}

/** Whether single cards `i…` can each take an open unit or an increase slot, covering the cost. */
function placeSingles(
  ctx: Ctx,
  problem: Problem,
  singles: readonly Payer[],
  i: number,
  left: readonly Affinity[],
  extras: number,
): boolean {
  if (i === singles.length)
    return (
      problem.units.length - left.length >= problem.units.length - problem.skip && extras >= problem.extra
    );
  const card = singles[i];
  for (let u = 0; u < left.length; u++) {
    if (card.elements.some((a) => pays(ctx, problem, a, left[u]))) {
      const rest = left.slice();
      rest.splice(u, 1);
      if (placeSingles(ctx, problem, singles, i + 1, rest, extras)) return true;
    }
  }
  return (
    extras < problem.extra &&
    card.elements.some((a) => paysExtra(ctx, problem, a)) &&
    placeSingles(ctx, problem, singles, i + 1, left, extras + 1)
  );
}

/** The cost of `combo` for `payer` now, after reductions and increases (2.4.3, L13); null if no combo. */
function problemFor(ctx: Ctx, payer: PlayerId, combo: CardId): Problem | null {
  const def = cardOf(ctx, combo);
  if (def.kind !== 'combo') return null;
  // The combo cost change: negative is a reduction (2.4.3, 6.1.2).
  let change = 0;
  for (const { modifier } of modifiersOn(ctx, payer))
    if (modifier.kind === 'comboCost') change += modifier.delta;
  return {
    units: def.cost,
    skip: Math.min(def.cost.length, Math.max(0, -change)),
    extra: Math.max(0, change),
    orders: ordersOf(def.cost),
    payer,
  };
}

/**
 * The cards of a payment that pay a cost increase, which are discarded rather than returned (2.4.3,
 * L13): one at a time, the payer picks a card that can fill an increase slot while the rest still
 * cover the cost.
 */
function increaseCards(ctx: Ctx, payer: PlayerId, combo: CardId, paid: readonly CardId[]): CardId[] {
  const problem = problemFor(ctx, payer, combo);
  if (!problem || problem.extra === 0) return [];
  let rest = paid.flatMap((c) => payerOf(c, cardOf(ctx, c)) ?? []);
  const out: CardId[] = [];
  const fits = (p: Payer) => p.elements.some((a) => paysExtra(ctx, problem, a));
  for (let extra = problem.extra; extra > 0; extra--) {
    const smaller = { ...problem, extra: extra - 1 };
    const options = rest.filter((p) => !p.combo && fits(p) && covers(ctx, smaller, without(rest, p)));
    const prompt = 'Discard a card for the increased cost';
    const [card] = ctx.chooseCards(
      payer,
      options.map((p) => p.card),
      { prompt, rule: 'Lightseekers 2.4.3' },
    );
    out.push(card);
    rest = rest.filter((p) => p.card !== card);
  }
  return out;
}

/** `list` without `item`. */
function without<T>(list: readonly T[], item: T): T[] {
  return list.filter((other) => other !== item);
}

/** Whether a hand card could pay any part of the cost at all (others never belong to a payment). */
function contributes(ctx: Ctx, problem: Problem, p: Payer): boolean {
  if (p.combo) return p.combo.some((symbol) => problem.units.includes(symbol));
  return p.elements.some(
    (a) =>
      problem.units.some((u) => pays(ctx, problem, a, u)) ||
      (problem.extra > 0 && paysExtra(ctx, problem, a)),
  );
}

/**
 * Every legal payment for `combo` from `payer`'s hand, as sorted card-id lists: at most `limit` (64 by
 * default; 1 is enough to know whether the combo can be paid at all).
 */
export function comboPayments(ctx: Ctx, payer: PlayerId, combo: CardId, limit = MAX_PAYMENTS): CardId[][] {
  const problem = problemFor(ctx, payer, combo);
  if (!problem) return [];
  const size = problem.units.length - problem.skip + problem.extra;
  if (size === 0) return [[]];
  const pool: Payer[] = [];
  for (const c of ctx.cards(Z.hand, payer)) {
    if (c === combo) continue;
    const p = payerOf(c, cardOf(ctx, c));
    if (p && contributes(ctx, problem, p)) pool.push(p);
  }
  const out: CardId[][] = [];
  const seen = new Set<string>();
  const pick: Payer[] = [];
  const walk = (start: number) => {
    if (out.length >= limit) return;
    if (pick.length > 0 && covers(ctx, problem, pick)) {
      // No more cards than necessary (2.4.3): every card must be needed.
      const minimal = pick.every((p) => !covers(ctx, problem, without(pick, p)));
      const sig = pick
        .map((p) => p.sig)
        .sort()
        .join('|');
      if (minimal && !seen.has(sig)) {
        seen.add(sig);
        out.push(pick.map((p) => p.card).sort((a, b) => a - b));
      }
      return;
    }
    if (pick.length >= size) return;
    for (let i = start; i < pool.length; i++) {
      pick.push(pool[i]);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * A payment as the cards it names. The kernel hands back one of the `options` it was given (lists of
 * card ids); anything else names no card.
 */
function paidCards(payment: Json): CardId[] {
  return Array.isArray(payment) ? payment.filter((c): c is CardId => typeof c === 'number') : [];
}

/**
 * The kernel cost part that pays a combo with hand cards: cards paying an increase are discarded, the
 * rest wait aside until the combo resolved.
 */
export function comboPaymentPart(): CostPart {
  return {
    kind: 'combo-payment',
    label: 'pay the combo with element-matched cards from hand',
    options: (ctx, payer, source) => comboPayments(ctx, payer, source),
    pay(ctx, payer, source, payment) {
      const cards = paidCards(payment);
      const discarded = increaseCards(ctx, payer, source, cards);
      for (const c of cards) {
        noteHandLeft(ctx, payer);
        if (discarded.includes(c)) ctx.move(c, Z.discard, payer, { cause: 'pay-increase', by: payer });
        else ctx.move(c, Z.limbo, payer, { cause: 'pay', by: payer, position: 'bottom' });
      }
      ctx.setVar(
        PAID,
        cards.filter((c) => !discarded.includes(c)),
      );
    },
    describePayment: (ctx, payment) =>
      paidCards(payment)
        .map((c) => ctx.cardDef(c).name)
        .join(', ') || 'nothing',
  };
}

/** Shuffles the paid cards back into their owner's deck once the combo resolved (2.4.3, L14). */
export function returnPayment(ctx: Ctx, p: PlayerId): void {
  const paid = ctx.getVar<CardId[]>(PAID) ?? [];
  if (paid.length === 0) return;
  for (const c of paid) if (ctx.isIn(c, Z.limbo)) ctx.move(c, Z.deck, p, { cause: 'payment-returns' });
  ctx.setVar(PAID, []);
  ctx.shuffle(Z.deck, p);
}
