/**
 * Trigger-ordering policies: how items waiting in the pending container are resolved. The engine asks
 * the game's policy what to do whenever items wait and nothing else is open.
 *
 * - {@link bagPolicy}: a bag (Lorcana CR 7.7): one player at a time resolves their own items in any
 *   order they choose; then the bag passes on.
 * - {@link stackPolicy}: a LIFO stack with priority: players may respond in turn order; when all pass in
 *   succession the newest item resolves (Lore's chain, the faction game's stack).
 * - {@link fixedPolicy}: an order fixed by the rules, no choices (Lightseekers 4.3.3).
 * @module
 */
import type { Ctx } from '../context/ctx';
import type { Json } from '../state/json';
import type { PendingItem, PlayerId } from '../state/state';

/** A trigger-ordering policy. */
export interface TriggerPolicy {
  readonly kind: 'bag' | 'stack' | 'fixed';
  /** One line for rule-system comparisons. */
  readonly description: string;
  /** For the stack: priority windows are opened by the engine while items wait. */
  readonly usesPriority: boolean;
  /** Picks the next item to resolve (may ask the resolving player); null when it must wait. */
  pick(ctx: Ctx): PendingItem | null;
  /** The stack's options, when `usesPriority`. */
  readonly stack?: StackOptions;
}

/** Options of the bag. */
export interface BagOptions {
  /**
   * Who resolves after the current resolver has nothing left:
   * `next-in-turn-order` — the next player after the current resolver who has items (cyclic);
   * `active-first` — start again from the active player, then in turn order.
   * A function receives the ruleset so one definition can carry both editions' rules.
   */
  readonly handOver?:
    | 'next-in-turn-order'
    | 'active-first'
    | ((ctx: Ctx) => 'next-in-turn-order' | 'active-first');
  readonly rule?: string;
}

function owners(ctx: Ctx): Set<PlayerId> {
  const set = new Set<PlayerId>();
  for (const item of ctx.state.pending) set.add(item.controller);
  return set;
}

/** The bag. The resolver is kept in `state.policy.resolver`. */
export function bagPolicy(options: BagOptions = {}): TriggerPolicy {
  return {
    kind: 'bag',
    description:
      'bag: each player resolves their own triggers in the order they choose, then the bag passes on',
    usesPriority: false,
    pick(ctx) {
      const pending = ctx.state.pending;
      if (pending.length === 0) return null;
      const have = owners(ctx);
      let resolver = (ctx.state.policy.resolver as number | undefined) ?? -1;
      if (!have.has(resolver)) {
        const mode =
          typeof options.handOver === 'function'
            ? options.handOver(ctx)
            : (options.handOver ?? 'next-in-turn-order');
        const start = resolver < 0 || mode === 'active-first' ? ctx.active : resolver;
        const order = [start, ...ctx.playersInOrder(start).filter((p) => p !== start)];
        resolver = order.find((p) => have.has(p)) ?? pending[0].controller;
        ctx.setPolicy('resolver', resolver);
      }
      const mine = pending.filter((item) => item.controller === resolver);
      if (mine.length === 1) return mine[0];
      const id = ctx.chooseOption(
        resolver,
        mine.map((item) => String(item.id)),
        {
          prompt: 'Choose the triggered ability to resolve next',
          labels: mine.map((i) => i.label),
          rule: options.rule,
        },
      );
      return mine.find((item) => String(item.id) === id)!;
    },
  };
}

/** Options of the stack. */
export interface StackOptions {
  /** Who gets priority after a player responds (default: the next player in turn order). */
  readonly afterResponse?: 'same-player' | 'next-player';
  /**
   * Order of items added together: `active-first` puts the active player's items in first (so they
   * resolve last, the APNAP convention, default); `active-last` puts them on top (they resolve first).
   */
  readonly simultaneous?: 'active-first' | 'active-last';
  readonly rule?: string;
}

/** A LIFO stack with priority passing. Items added together are ordered active player first (lowest). */
export function stackPolicy(options: StackOptions = {}): TriggerPolicy {
  return {
    kind: 'stack',
    description: 'stack: players respond in turn order until all pass; the newest item resolves first',
    usesPriority: true,
    stack: options,
    pick(ctx) {
      const pending = ctx.state.pending;
      return pending.length ? pending[pending.length - 1] : null;
    },
  };
}

/** Orders items added together on a stack: active player's first (they resolve last), each player choosing the order of their own. */
export function orderNewStackItems(ctx: Ctx): void {
  const settled = (ctx.state.policy.settled as number | undefined) ?? 0;
  const pending = ctx.state.pending;
  if (settled >= pending.length) return;
  const fresh = pending.slice(settled);
  if (fresh.length > 1) {
    const seats = [ctx.active, ...ctx.playersInOrder(ctx.active).filter((p) => p !== ctx.active)];
    const ordered: PendingItem[] = [];
    for (const p of seats) {
      const mine = fresh.filter((i) => i.controller === p);
      if (mine.length > 1) {
        // The player chooses which of theirs resolves first: that one goes on top of their group.
        const ids = ctx.order(
          p,
          mine.map((i) => String(i.id)),
          {
            prompt: 'Order your simultaneous abilities (first chosen resolves first)',
            labels: mine.map((i) => i.label),
          },
        );
        for (let k = ids.length - 1; k >= 0; k--) ordered.push(mine.find((i) => String(i.id) === ids[k])!);
      } else ordered.push(...mine);
    }
    if (ctx.def.policy.stack?.simultaneous === 'active-last') {
      // Regroup so the active player's group ends up on top (each group keeps its chosen order).
      const groups: PendingItem[][] = seats.map((p) => ordered.filter((i) => i.controller === p));
      ordered.length = 0;
      for (let k = groups.length - 1; k >= 0; k--) ordered.push(...groups[k]);
    }
    ctx.setPending([...pending.slice(0, settled), ...ordered]);
  }
  ctx.setPolicy('settled', ctx.state.pending.length);
}

/** Options of the fixed order. */
export interface FixedOptions {
  /** Sort key of an item: lower resolves first; ties resolve in the order added. */
  readonly key: (ctx: Ctx, item: PendingItem) => number;
  readonly description?: string;
}

/** Resolution in an order fixed by the rules. */
export function fixedPolicy(options: FixedOptions): TriggerPolicy {
  return {
    kind: 'fixed',
    description: options.description ?? 'fixed: the rules decide the order; nobody chooses',
    usesPriority: false,
    pick(ctx) {
      let best: PendingItem | null = null;
      let bestKey = 0;
      for (const item of ctx.state.pending) {
        const k = options.key(ctx, item);
        if (best === null || k < bestKey || (k === bestKey && item.time < best.time)) {
          best = item;
          bestKey = k;
        }
      }
      return best;
    },
  };
}

/** @internal JSON helper for policy bookkeeping. */
export type PolicyState = Record<string, Json>;
