/**
 * Zone-slot lists derived from a definition (where abilities of some kind function), cached per set of
 * card definitions present in a game and per seat count — not per game, so clones made for search reuse
 * them, and a card of the pool that no deck holds does not make every game scan the zones it watches.
 * @module
 */
import type { Ctx } from '../context/ctx';
import type { CardState } from '../state/state';
import type { CardDefinition, GameDefinition } from './definition';

/** The card definitions a game can hold: its decks' cards and any token created since. */
export interface PresentCards {
  readonly defs: ReadonlySet<string>;
}

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
 * The cards present in a game created with `decks` (interned by content; copies of a game are handed
 * their original's set instead), plus the definitions of tokens already in `cards`.
 */
export function presentFor(
  setup: { readonly decks: readonly (readonly string[])[] },
  cards: readonly CardState[],
): PresentCards {
  let present = recentFor(setup.decks);
  if (!present) {
    present = intern(setup.decks.flat());
    remember(setup.decks, present);
  }
  for (const c of cards) if (c.token && !present.defs.has(c.def)) present = withCard(present, c.def);
  return present;
}

/**
 * The present sets of the last few deck lists seen: simulations create thousands of games from the same
 * lists, and comparing card ids one by one is much cheaper than interning the list again.
 */
const recent: { readonly decks: readonly (readonly string[])[]; readonly present: PresentCards }[] = [];
const RECENT = 32;

function sameDecks(a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean {
  if (a.length !== b.length) return false;
  for (let d = 0; d < a.length; d++) {
    const x = a[d];
    const y = b[d];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}

function recentFor(decks: readonly (readonly string[])[]): PresentCards | undefined {
  for (const entry of recent) if (sameDecks(entry.decks, decks)) return entry.present;
  return undefined;
}

function remember(decks: readonly (readonly string[])[], present: PresentCards): void {
  if (recent.length >= RECENT) recent.pop();
  // A private copy: the setup's lists are reachable from outside and could be edited later.
  recent.unshift({ decks: decks.map((deck) => deck.slice()), present });
}

/** The present set that also holds `def` (another set: caches keyed on the old one stay valid). */
export function withCard(present: PresentCards, def: string): PresentCards {
  return intern([...present.defs, def]);
}

/** Whether a definition's abilities count in this game (always, when the game's cards are not known). */
export function isPresent(ctx: Ctx, def: string): boolean {
  return ctx.present === null || ctx.present.defs.has(def);
}

/**
 * Caches derived from a game's cards, per definition and per present set. Keyed by both: two definitions
 * may hold cards with the same ids but different abilities (a test's own pool, a variant), and the
 * present sets are interned by card ids alone.
 */
export type PresentCache<V> = WeakMap<GameDefinition, WeakMap<object, V>>;

/** The entry of `cache` for this game's definition and present cards, made by `make` on first use. */
export function perPresent<V>(cache: PresentCache<V>, ctx: Ctx, make: () => V): V {
  let byOwner = cache.get(ctx.def);
  if (!byOwner) {
    byOwner = new WeakMap();
    cache.set(ctx.def, byOwner);
  }
  // Without known cards, the definition stands for them (every card of it counts).
  const owner = ctx.present ?? ctx.def;
  let entry = byOwner.get(owner);
  if (entry === undefined) {
    entry = make();
    byOwner.set(owner, entry);
  }
  return entry;
}

/** A cache of slot lists by a string key (an event type, a characteristic name…). */
export type SlotCache = PresentCache<Map<string, number[]>[]>;

const newSeatList = (): Map<string, number[]>[] => [];

/** The slots of the zone kinds `kinds()` returns, for `key`, cached in `cache`. */
export function cachedSlots(
  cache: SlotCache,
  ctx: Ctx,
  key: string,
  kinds: (ctx: Ctx, key: string) => Iterable<number>,
): number[] {
  const perSeats = perPresent(cache, ctx, newSeatList);
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

/**
 * A value derived from the card definitions present in a game, built once per present set (or per
 * definition when the game's cards are not known) and per key. See {@link ContextReader.presentMemo}.
 */
const memos: PresentCache<Map<object, unknown>> = new WeakMap();
const newMemoMap = (): Map<object, unknown> => new Map();

/** @internal the memo behind `ctx.presentMemo` */
export function presentMemo<T>(
  ctx: Ctx,
  key: object,
  build: (cards: readonly CardDefinition[], definition: GameDefinition) => T,
): T {
  const byKey = perPresent(memos, ctx, newMemoMap);
  if (byKey.has(key)) return byKey.get(key) as T;
  const present = ctx.present;
  const cards = present ? ctx.def.cards.filter((card) => present.defs.has(card.id)) : ctx.def.cards;
  const value = build(cards, ctx.def);
  byKey.set(key, value);
  return value;
}
