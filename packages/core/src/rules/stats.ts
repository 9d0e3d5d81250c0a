/**
 * Computed characteristics: the printed value, then every modifier that applies now — static abilities of
 * cards in their zones and effects with durations — in layers: `set` (newest wins), then `add`, then the
 * floors (`max`) and caps (`min`). Results are cached until the state next changes.
 * @module
 */
import type { Ctx } from '../context/ctx';
import { EngineError } from '../state/errors';
import type { CardId, PlayerId } from '../state/state';
import type { StaticAbility } from './definition';
import { cachedSlots, isPresent, type SlotCache } from './slots';

interface Layers {
  set: number | null;
  setTime: number;
  add: number;
  floor: number;
  cap: number;
  /** In timestamp order mode: every modification, applied in time order by {@link resolve}. */
  timeline: [number, StaticAbility['op'], number][] | null;
}

function fold(layers: Layers, op: StaticAbility['op'], amount: number, time: number): void {
  if (layers.timeline) {
    layers.timeline.push([time, op, amount]);
    return;
  }
  switch (op) {
    case 'set':
      if (layers.set === null || time >= layers.setTime) {
        layers.set = amount;
        layers.setTime = time;
      }
      break;
    case 'add':
      layers.add += amount;
      break;
    case 'max':
      layers.floor = Math.max(layers.floor, amount);
      break;
    case 'min':
      layers.cap = Math.min(layers.cap, amount);
      break;
  }
}

function resolve(base: number, l: Layers): number {
  if (l.timeline) {
    // Chronological: each modification applies to the result of the earlier ones.
    let v = base;
    l.timeline.sort((a, b) => a[0] - b[0]);
    for (const [, op, amount] of l.timeline)
      v =
        op === 'set'
          ? amount
          : op === 'add'
            ? v + amount
            : op === 'max'
              ? Math.max(v, amount)
              : Math.min(v, amount);
    return v;
  }
  const v = (l.set ?? base) + l.add;
  return Math.min(l.cap, Math.max(l.floor, v));
}

function freshLayers(ctx: Ctx): Layers {
  return {
    set: null,
    setTime: 0,
    add: 0,
    floor: Number.NEGATIVE_INFINITY,
    cap: Number.POSITIVE_INFINITY,
    timeline: ctx.def.characteristicOrder === 'timestamp' ? [] : null,
  };
}

/** Visits every static ability currently in force (its card in one of its zones, condition true). */
function forEachStatic(
  ctx: Ctx,
  stat: string,
  visit: (source: CardId, ability: StaticAbility) => void,
): void {
  const { statics, hasStatics } = ctx.def.compiled;
  if (hasStatics.size === 0) return;
  const state = ctx.state;
  const stride = ctx.stride;
  for (const slot of staticSlots(ctx, stat)) {
    const zone = state.zones[slot];
    const zoneKind = Math.floor(slot / stride);
    for (let i = 0; i < zone.length; i++) {
      const source = zone[i];
      const card = state.cards[source];
      if (!hasStatics.has(card.def)) continue;
      for (const entry of statics.get(card.def)!) {
        const ability = entry.ability;
        if (ability.stat !== stat || !entry.zones.includes(zoneKind)) continue;
        if (ability.condition && !ability.condition(ctx, source)) continue;
        visit(source, ability);
      }
    }
  }
}

const slotCache: SlotCache = new WeakMap();
/** Slots of every zone kind where some static ability changing `stat` functions. */
function staticSlots(ctx: Ctx, stat: string): number[] {
  return cachedSlots(slotCache, ctx, stat, staticKinds);
}

function* staticKinds(ctx: Ctx, stat: string): Iterable<number> {
  for (const [def, list] of ctx.def.compiled.statics)
    if (isPresent(ctx, def)) for (const e of list) if (e.ability.stat === stat) yield* e.zones;
}

/** Cache key of (subject, characteristic): subjects are card ids, or -1 - seat for players. */
function keyOf(ctx: Ctx, subject: number, stat: string): number {
  let id = ctx.statIds.get(stat);
  if (id === undefined) {
    id = ctx.statIds.size;
    ctx.statIds.set(stat, id);
  }
  return (subject + 64) * 65536 + id;
}

/**
 * The cached value of a characteristic, computing it on a miss. A characteristic that depends on itself
 * through static abilities (Peter Pan's Shadow grants Evasive to characters with Rush while Timothy Q.
 * Mouse grants Rush to characters with Evasive) reads as `base` inside its own computation: a grant
 * whose condition is met only by that grant does not apply, so the answer does not depend on where the
 * cycle is entered.
 */
function cached(
  ctx: Ctx,
  key: number,
  base: number,
  compute: (ctx: Ctx, subject: number, stat: string) => number,
  subject: number,
  stat: string,
): number {
  let cache = ctx.statCache;
  if (cache === null || ctx.statCacheVersion !== ctx.version) {
    if (cache === null) cache = ctx.statCache = new Map();
    else cache.clear();
    ctx.statCacheVersion = ctx.version;
  }
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  // A stack, not a set: it is rarely more than two deep, and a set that grows and shrinks on every
  // computation reallocates its table.
  const inProgress = (ctx.statsInProgress ??= []);
  if (inProgress.includes(key)) {
    ctx.statCycles++;
    return base;
  }
  if (inProgress.length >= 64) {
    inProgress.length = 0;
    throw new EngineError('characteristics depend on each other more than 64 levels deep');
  }
  inProgress.push(key);
  const outermost = inProgress.length === 1;
  const cycles = ctx.statCycles;
  try {
    const value = compute(ctx, subject, stat);
    // A value that read another characteristic at its base (a cycle entered elsewhere) is kept only by
    // the outermost computation: asked directly, it is computed again from its own side of the cycle.
    if (outermost || ctx.statCycles === cycles) cache.set(key, value);
    return value;
  } finally {
    inProgress.pop();
  }
}

/** Whether an effect's "while" condition holds now. */
function holds(ctx: Ctx, key: string, args: unknown): boolean {
  const condition = ctx.def.compiled.conditions.get(key);
  if (!condition) throw new EngineError(`unknown condition "${key}"`);
  return condition(ctx, { type: 'while' }, (args ?? null) as never);
}

/** A card's computed characteristic. */
export function statOf(ctx: Ctx, card: CardId, stat: string): number {
  // Fast path: nothing in the game can modify anything right now.
  if (ctx.def.compiled.hasStatics.size === 0 && ctx.state.effects.length === 0)
    return ctx.cardDef(card).stats[stat] ?? 0;
  return cached(ctx, keyOf(ctx, card, stat), ctx.cardDef(card).stats[stat] ?? 0, computeCardStat, card, stat);
}

function computeCardStat(ctx: Ctx, card: CardId, stat: string): number {
  const state = ctx.state;
  const c = state.cards[card];
  const base = ctx.cardDef(card).stats[stat] ?? 0;
  const layers = freshLayers(ctx);
  forEachStatic(ctx, stat, (source, ability) => {
    if (ability.affectsPlayer) return;
    if (ability.affects ? !ability.affects(ctx, source, card) : source !== card) return;
    const amount = typeof ability.amount === 'number' ? ability.amount : ability.amount(ctx, source, card);
    fold(layers, ability.op, amount, state.cards[source].stamp);
  });
  for (const e of state.effects) {
    if (e.kind !== 'modifier' || e.stat !== stat || !e.cards) continue;
    if (e.while && !holds(ctx, e.while, e.args)) continue;
    for (const ref of e.cards) {
      if (ref.id === card && ref.stamp === c.stamp) {
        fold(layers, e.op ?? 'add', e.amount ?? 0, e.time);
        break;
      }
    }
  }
  return resolve(base, layers);
}

/** A player-level characteristic (base 0) from static abilities and effects that target players. */
export function playerStatOf(ctx: Ctx, player: PlayerId, stat: string): number {
  return cached(ctx, keyOf(ctx, -1 - player, stat), 0, computePlayerStat, player, stat);
}

function computePlayerStat(ctx: Ctx, player: PlayerId, stat: string): number {
  const layers = freshLayers(ctx);
  forEachStatic(ctx, stat, (source, ability) => {
    if (!ability.affectsPlayer?.(ctx, source, player)) return;
    const amount = typeof ability.amount === 'number' ? ability.amount : ability.amount(ctx, source, -1);
    fold(layers, ability.op, amount, ctx.state.cards[source].stamp);
  });
  for (const e of ctx.state.effects) {
    if (e.while && !holds(ctx, e.while, e.args)) continue;
    if (e.kind === 'modifier' && e.stat === stat && e.players?.includes(player))
      fold(layers, e.op ?? 'add', e.amount ?? 0, e.time);
  }
  return resolve(0, layers);
}
