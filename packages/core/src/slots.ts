/**
 * Zone-slot lists derived from a definition (where abilities of some kind function), cached per
 * definition and seat count — not per game, so clones made for search reuse them.
 * @module
 */
import type { Ctx } from './context';

/** A cache of slot lists by a string key (an event type, a characteristic name…). */
export type SlotCache = WeakMap<object, Map<string, number[]>[]>;

/** The slots of the zone kinds `kinds()` returns, for `key`, cached in `cache`. */
export function cachedSlots(
  cache: SlotCache,
  ctx: Ctx,
  key: string,
  kinds: (ctx: Ctx, key: string) => Iterable<number>,
): number[] {
  let perSeats = cache.get(ctx.def);
  if (!perSeats) {
    perSeats = [];
    cache.set(ctx.def, perSeats);
  }
  let byKey = perSeats[ctx.stride];
  if (!byKey) {
    byKey = new Map();
    perSeats[ctx.stride] = byKey;
  }
  let slots = byKey.get(key);
  if (!slots) {
    slots = [];
    for (const k of new Set(kinds(ctx, key)))
      for (let p = 0; p < ctx.stride; p++) slots.push(k * ctx.stride + p);
    byKey.set(key, slots);
  }
  return slots;
}
