/**
 * Zone-slot lists derived from a definition (where abilities of some kind function), cached per set of
 * card definitions present in a game and per seat count — not per game, so clones made for search reuse
 * them, and a card of the pool that no deck holds does not make every game scan the zones it watches.
 * @module
 */
import type { Ctx } from '../context/ctx';
import type { CardState } from '../state/state';

/** The card definitions a game can hold: its decks' cards and any token created since. */
export interface PresentCards {
  readonly defs: ReadonlySet<string>;
}

const presentBySetup = new WeakMap<object, PresentCards>();
/**
 * Present sets by content, so every game with the same cards shares one set and its slot caches. Bounded:
 * a long-lived process that meets many deck lists (a server, a sweep of random decks) starts afresh
 * rather than keeping every set and its caches alive.
 */
const interned = new Map<string, PresentCards>();
const MAX_INTERNED = 1024;

function intern(defs: Iterable<string>): PresentCards {
  const unique = [...new Set(defs)].sort();
  const key = unique.join('\n');
  let present = interned.get(key);
  if (!present) {
    if (interned.size >= MAX_INTERNED) interned.clear();
    present = { defs: new Set(unique) };
    interned.set(key, present);
  }
  return present;
}

/**
 * The cards present in a game created with `decks` (cached per setup object, which clones share, and
 * interned by content), plus the definitions of tokens already in `cards`.
 */
export function presentFor(
  setup: { readonly decks: readonly (readonly string[])[] },
  cards: readonly CardState[],
): PresentCards {
  let present = presentBySetup.get(setup);
  if (!present) {
    present = intern(setup.decks.flat());
    presentBySetup.set(setup, present);
  }
  for (const c of cards) if (c.token && !present.defs.has(c.def)) present = withCard(present, c.def);
  return present;
}

/** The present set that also holds `def` (another set: caches keyed on the old one stay valid). */
export function withCard(present: PresentCards, def: string): PresentCards {
  return intern([...present.defs, def]);
}

/** Whether a definition's abilities count in this game (always, when the game's cards are not known). */
export function isPresent(ctx: Ctx, def: string): boolean {
  return ctx.present === null || ctx.present.defs.has(def);
}

/** A cache of slot lists by a string key (an event type, a characteristic name…). */
export type SlotCache = WeakMap<object, Map<string, number[]>[]>;

/** The slots of the zone kinds `kinds()` returns, for `key`, cached in `cache`. */
export function cachedSlots(
  cache: SlotCache,
  ctx: Ctx,
  key: string,
  kinds: (ctx: Ctx, key: string) => Iterable<number>,
): number[] {
  const owner = ctx.present ?? ctx.def;
  let perSeats = cache.get(owner);
  if (!perSeats) {
    perSeats = [];
    cache.set(owner, perSeats);
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
