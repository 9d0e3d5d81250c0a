/**
 * Costs as composable parts. Each part lists the distinct ways it can be paid (payments are JSON); a
 * cost can be paid when every part has a way; paying asks the payer to choose only where the ways
 * really differ. Games build their costs from these parts or write their own {@link CostPart}.
 * @module
 */
import type { Ctx } from '../context/ctx';
import type { Json } from '../state/json';
import type { CardId, PlayerId } from '../state/state';

/** One part of a cost. */
export interface CostPart {
  /** Short kind name, for descriptions and comparisons of cost models. */
  readonly kind: string;
  /** Readable description of the part. */
  readonly label: string;
  /** Distinct ways to pay this part right now (empty when it cannot be paid). */
  options(ctx: Ctx, payer: PlayerId, source: CardId): Json[];
  /** Pays the part in the chosen way. */
  pay(ctx: Ctx, payer: PlayerId, source: CardId, payment: Json): void;
  /** A readable description of one payment (defaults to the part's label). */
  describePayment?(ctx: Ctx, payment: Json): string;
}

/** Most distinct payments one part lists. */
const MAX_OPTIONS = 64;

/** Whether every part of `cost` has at least one way to be paid. */
export function canPayCost(ctx: Ctx, cost: readonly CostPart[], payer: PlayerId, source: CardId): boolean {
  for (const part of cost) if (part.options(ctx, payer, source).length === 0) return false;
  return true;
}

/** Every way to pay `cost`, one payment per part (the product of the parts' options). */
export function paymentOptions(
  ctx: Ctx,
  cost: readonly CostPart[],
  payer: PlayerId,
  source: CardId,
): Json[][] {
  let out: Json[][] = [[]];
  for (const part of cost) {
    const opts = part.options(ctx, payer, source);
    const next: Json[][] = [];
    for (const prefix of out) for (const o of opts) if (next.length < MAX_OPTIONS) next.push([...prefix, o]);
    out = next;
  }
  return out;
}

/** Pays each part in turn; a part with several distinct ways becomes a decision of the payer. */
export function payCost(ctx: Ctx, cost: readonly CostPart[], payer: PlayerId, source: CardId): void {
  for (const part of cost) {
    const opts = part.options(ctx, payer, source);
    let chosen = opts[0];
    if (opts.length > 1) {
      const keys = opts.map((_, i) => `pay${i}`);
      const key = ctx.chooseOption(payer, keys, {
        prompt: `Choose how to pay: ${part.label}`,
        // Written only when the payer is really asked, not on each re-run with the recorded answer.
        labels: () => opts.map((o) => part.describePayment?.(ctx, o) ?? JSON.stringify(o)),
      });
      chosen = opts[keys.indexOf(key)];
    }
    part.pay(ctx, payer, source, chosen);
  }
}

/** Distinct `count`-card combinations of `candidates`, two being the same when their keys match. */
function combinations(
  candidates: readonly CardId[],
  count: number,
  key: (card: CardId) => string,
): CardId[][] {
  const out: CardId[][] = [];
  const seen = new Set<string>();
  const pick: CardId[] = [];
  const walk = (start: number) => {
    if (out.length >= MAX_OPTIONS) return;
    if (pick.length === count) {
      const sig = pick.map(key).sort().join('|');
      if (!seen.has(sig)) {
        seen.add(sig);
        out.push(pick.slice());
      }
      return;
    }
    for (let i = start; i <= candidates.length - (count - pick.length); i++) {
      pick.push(candidates[i]);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** Tap (exert, exhaust) the card whose cost this is. */
export function tapSelf(label = 'tap this card'): CostPart {
  return {
    kind: 'tap-self',
    label,
    options: (ctx, _payer, source) => (source >= 0 && !ctx.card(source).tapped ? [null] : []),
    pay: (ctx, _payer, source) => ctx.setTapped(source, true),
  };
}

/** Options for {@link tapCards} and {@link moveCards}. */
export interface CardCostOptions {
  /** Zone of the payer the cards come from. */
  readonly zone: string;
  /** How many cards. */
  readonly count: number;
  /** Which cards qualify. */
  readonly filter?: (ctx: Ctx, card: CardId, source: CardId) => boolean;
  /** Cards with the same key are interchangeable for this payment (default: every card distinct). */
  readonly key?: (ctx: Ctx, card: CardId) => string;
  readonly label?: string;
}

/** Tap `count` untapped cards of a zone (e.g. resource cards). */
export function tapCards(options: CardCostOptions): CostPart {
  const { zone, count, filter, key } = options;
  return {
    kind: 'tap-cards',
    label: options.label ?? `tap ${count} card(s) in ${zone}`,
    options(ctx, payer, source) {
      if (count === 0) return [[]];
      const ready = ctx
        .cards(zone, payer)
        .filter((c) => !ctx.card(c).tapped && (!filter || filter(ctx, c, source)));
      if (ready.length < count) return [];
      return combinations(ready, count, key ? (c) => key(ctx, c) : String);
    },
    pay(ctx, _payer, _source, payment) {
      for (const c of payment as CardId[]) ctx.setTapped(c, true);
    },
  };
}

/** Move `count` cards of a zone elsewhere: discard, sacrifice, banish, exile as a cost. */
export function moveCards(
  options: CardCostOptions & { readonly to: string; readonly cause?: string },
): CostPart {
  const { zone, count, filter, key, to } = options;
  return {
    kind: 'move-cards',
    label: options.label ?? `put ${count} card(s) from ${zone} into ${to}`,
    options(ctx, payer, source) {
      const pool = ctx.cards(zone, payer).filter((c) => !filter || filter(ctx, c, source));
      if (pool.length < count) return [];
      return combinations(pool, count, key ? (c) => key(ctx, c) : String);
    },
    pay(ctx, payer, _source, payment) {
      for (const c of payment as CardId[])
        ctx.move(c, to, ctx.card(c).owner, { cause: options.cause ?? 'cost', by: payer });
    },
  };
}

/** Pay from a player counter (life, sanity, score…), keeping at least `floor` (default 0). */
export function payCounter(counter: string, amount: number, floor = 0, label?: string): CostPart {
  return {
    kind: 'pay-counter',
    label: label ?? `pay ${amount} ${counter}`,
    options: (ctx, payer) => (ctx.playerCounter(payer, counter) - amount >= floor ? [null] : []),
    pay: (ctx, payer) => ctx.addPlayerCounter(payer, counter, -amount),
  };
}

/** Options for {@link payFromPool}. */
export interface PoolCostOptions {
  /** Player counters named `<prefix><type>` hold the pool (e.g. `magick.astral`). */
  readonly prefix: string;
  /** Unit types the pool can hold. */
  readonly types: readonly string[];
  /** The symbols to pay, e.g. `['astral', 'elder', 'any']`. */
  readonly requirements: readonly string[];
  /** The ways a symbol can be paid: each way is a list of unit types consumed together. */
  readonly ways: (symbol: string) => readonly (readonly string[])[];
  /** A condition on the whole payment (e.g. "at least one unit of this faction"). */
  readonly accept?: (consumed: Readonly<Record<string, number>>) => boolean;
  readonly label?: string;
}

/** Pay symbols from a typed resource pool, with wildcard symbols paid in several ways. */
export function payFromPool(options: PoolCostOptions): CostPart {
  const { prefix, types, requirements, ways, accept } = options;
  return {
    kind: 'pool',
    label: options.label ?? `pay ${requirements.join(' + ')}`,
    options(ctx, payer) {
      const left: Record<string, number> = {};
      for (const t of types) left[t] = ctx.playerCounter(payer, prefix + t);
      const consumed: Record<string, number> = {};
      const out: Json[] = [];
      const seen = new Set<string>();
      const walk = (i: number) => {
        if (out.length >= MAX_OPTIONS) return;
        if (i === requirements.length) {
          if (accept && !accept(consumed)) return;
          const sig = types.map((t) => consumed[t] ?? 0).join(',');
          if (seen.has(sig)) return;
          seen.add(sig);
          const payment: Record<string, number> = {};
          for (const t of types) if (consumed[t]) payment[t] = consumed[t];
          out.push(payment);
          return;
        }
        for (const way of ways(requirements[i])) {
          if (!way.every((t) => (left[t] ?? 0) >= way.filter((u) => u === t).length)) continue;
          for (const t of way) {
            left[t]--;
            consumed[t] = (consumed[t] ?? 0) + 1;
          }
          walk(i + 1);
          for (const t of way) {
            left[t]++;
            consumed[t]--;
          }
        }
      };
      walk(0);
      return out;
    },
    pay(ctx, payer, _source, payment) {
      for (const [t, n] of Object.entries(payment as Record<string, number>))
        ctx.addPlayerCounter(payer, prefix + t, -n);
    },
    describePayment: (_ctx, payment) =>
      Object.entries(payment as Record<string, number>)
        .map(([t, n]) => `${n} ${t}`)
        .join(', '),
  };
}

/** Options for {@link matchCards}. */
export interface MatchCardsOptions {
  /** Zone of the payer the cards come from (e.g. `hand`). */
  readonly zone: string;
  /** Symbols to match, one distinct card each. */
  readonly requirements: readonly string[];
  /** Whether a card can pay a symbol. */
  readonly matches: (ctx: Ctx, card: CardId, symbol: string) => boolean;
  /** Where paid cards go. */
  readonly to: string;
  /** Cards that are not allowed to pay (e.g. the card being played). */
  readonly exclude?: (ctx: Ctx, card: CardId, source: CardId) => boolean;
  readonly label?: string;
}

/** Pay symbols with distinct cards matched to them (e.g. element-matched cards from hand). */
export function matchCards(options: MatchCardsOptions): CostPart {
  const { zone, requirements, matches, to, exclude } = options;
  return {
    kind: 'match-cards',
    label: options.label ?? `pay ${requirements.join(' + ')} with cards from ${zone}`,
    options(ctx, payer, source) {
      const pool = ctx.cards(zone, payer).filter((c) => c !== source && !exclude?.(ctx, c, source));
      const out: Json[] = [];
      const seen = new Set<string>();
      const used: CardId[] = [];
      const walk = (i: number) => {
        if (out.length >= MAX_OPTIONS) return;
        if (i === requirements.length) {
          const sig = used
            .slice()
            .sort((a, b) => a - b)
            .join(',');
          if (!seen.has(sig)) {
            seen.add(sig);
            out.push(used.slice().sort((a, b) => a - b));
          }
          return;
        }
        for (const c of pool) {
          if (used.includes(c) || !matches(ctx, c, requirements[i])) continue;
          used.push(c);
          walk(i + 1);
          used.pop();
        }
      };
      walk(0);
      return out;
    },
    pay(ctx, payer, _source, payment) {
      for (const c of payment as CardId[]) ctx.move(c, to, ctx.card(c).owner, { cause: 'cost', by: payer });
    },
    describePayment: (ctx, payment) => (payment as CardId[]).map((c) => ctx.cardDef(c).name).join(', '),
  };
}
