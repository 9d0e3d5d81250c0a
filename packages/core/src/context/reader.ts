/**
 * The reading half of the rules context: the state, the definition, and every question rules code asks
 * about the game (zones, cards, computed characteristics, players, options). Part of {@link Ctx}.
 * @module
 */

import type { CardDefinition, GameDefinition, Handler } from '../rules/definition';
import { type PresentCards, presentMemo } from '../rules/slots';
import { playerStatOf, statOf } from '../rules/stats';
import { EngineError } from '../state/errors';
import type { GameEvent } from '../state/events';
import { Journal } from '../state/journal';
import type { Json } from '../state/json';
import { isCurrent, type ObjectRef, objectOf } from '../state/objects';
import type { CardId, CardState, GameState, PlayerId, PlayerState, Task, ZoneHandle } from '../state/state';
import { type GameVar, readVar } from '../state/vars';
import type { Ctx } from './ctx';

/** Lookup tables that depend only on the definition, kept once per definition. */
interface SharedTables {
  readonly statIds: Map<string, number>;
  readonly defCache: CardDefinition[];
}

const tablesByDefinition = new WeakMap<GameDefinition, SharedTables>();

function sharedTables(def: GameDefinition): SharedTables {
  let tables = tablesByDefinition.get(def);
  if (!tables) {
    tables = { statIds: new Map(), defCache: [] };
    tablesByDefinition.set(def, tables);
  }
  return tables;
}

/** Reading the game. Rules code receives the full {@link Ctx}. */
export abstract class ContextReader {
  /** The compiled game definition. */
  readonly def: GameDefinition;
  /** The live state. Read freely; change only through this object's methods. */
  state: GameState;
  /** @internal */
  readonly journal = new Journal();
  /** Number of seats. */
  readonly playerCount: number;
  /** @internal zone slots per zone kind (players + one shared). */
  readonly stride: number;
  /** @internal bumped on every change, so caches know when to clear. */
  version = 0;
  /** @internal events emitted since the sink was last reset. */
  events: GameEvent[] = [];
  /** @internal */
  answers: readonly Json[] = [];
  /** @internal */
  cursor = 0;
  /** @internal follow-up tasks scheduled by the running task. */
  thens: Task[] = [];
  /** The card whose ability or action is running, or -1. */
  self: CardId = -1;
  /** The player the running task acts for. */
  actor: PlayerId = 0;
  /** @internal built-in and definition handlers in one table, built on first use (see tasks.ts) */
  handlerTable: Map<string, Handler> | null = null;
  /** @internal computed characteristics of this state version; made on first use (a copy of a game that
   * computes none allocates no table) */
  statCache: Map<number, number> | null = null;
  /**
   * @internal characteristic names interned to small numbers (cache keys without string building);
   * shared by every game of the definition, so copies made for search start with it filled
   */
  readonly statIds: Map<string, number>;
  /** @internal */
  statCacheVersion = -1;
  /** @internal the characteristics being computed right now (cache keys, innermost last), to break dependency cycles */
  statsInProgress: number[] | null = null;
  /** @internal how many times a computation met a characteristic already being computed */
  statCycles = 0;
  /** @internal while true (scenario building), events trigger nothing */
  quiet = false;
  /** @internal record every event for `apply`'s result (see {@link Game.recordEvents}) */
  record = true;
  /** The first player fixed by `createGame`'s `firstPlayer` option, or null: setup should respect it. */
  presetFirst: PlayerId | null = null;
  /** @internal the card definitions this game can hold (slot caches skip the rest); null: all */
  present: PresentCards | null = null;
  /** @internal the values of context caches (`context-cache.ts`), by their index; made on first use */
  cached: unknown[] | null = null;

  /** This object as the full rules context (every instance is a {@link Ctx}). */
  protected get rules(): Ctx {
    return this as unknown as Ctx;
  }

  constructor(def: GameDefinition, state: GameState) {
    this.def = def;
    this.state = state;
    this.playerCount = state.players.length;
    this.stride = this.playerCount + 1;
    const tables = sharedTables(def);
    this.statIds = tables.statIds;
    this.defCache = tables.defCache;
  }

  // ── Reading ─────────────────────────────────────────────────────────────

  /**
   * A value computed from the card definitions this game can hold — its decks' cards and the tokens
   * made so far — once per distinct set of cards and per `key`, shared by every game and copy holding
   * the same cards. For indexes over "every card that could matter here" (which characteristics some
   * ability could change, whether any card grants abilities…): built over the whole definition instead,
   * every game pays for each card of a large pool that no deck holds. `key` names the memo (a
   * module-level object; pass a module-level `build` too, so that asking allocates nothing); a token
   * of a new card makes a new set, so the memo is built again for it.
   */
  presentMemo<T>(key: object, build: (cards: readonly CardDefinition[], definition: GameDefinition) => T): T {
    // Rules code asks on hot paths: the last answer per key is kept here, valid while the cards are.
    const owner = this.present ?? this.def;
    const hits = (this.memoHits ??= new Map());
    const hit = hits.get(key);
    if (hit !== undefined && hit.owner === owner) return hit.value as T;
    const value = presentMemo(this.rules, key, build);
    hits.set(key, { owner, value });
    return value;
  }
  /** Made on first use: copies for search that never ask allocate nothing. */
  private memoHits: Map<object, { readonly owner: object; readonly value: unknown }> | null = null;

  /** The chosen ruleset's option value. */
  option<T extends Json = Json>(name: string): T {
    return this.def.compiled.rulesets.get(this.state.ruleset)!.options[name] as T;
  }
  /** The active player. */
  get active(): PlayerId {
    return this.state.turn.active;
  }
  /** The current turn number (1 = the first turn of the game). */
  get turnNumber(): number {
    return this.state.turn.number;
  }
  /** A player's state. */
  player(p: PlayerId): Readonly<PlayerState> {
    return this.state.players[p];
  }
  /** Players still in the game, in seat order starting after `from` (or from seat 0). */
  playersInOrder(from: PlayerId = -1): PlayerId[] {
    const out: PlayerId[] = [];
    const n = this.playerCount;
    for (let i = 1; i <= n; i++) {
      const p = (((from + i) % n) + n) % n;
      if (!this.state.players[p].out) out.push(p);
    }
    return out;
  }
  /** Opponents of `p` still in the game (players on other teams), in turn order after `p`. */
  opponents(p: PlayerId): PlayerId[] {
    const team = this.state.players[p].team;
    return this.playersInOrder(p).filter((q) => this.state.players[q].team !== team);
  }
  /**
   * Whether `q` is an opponent of `p`: still in the game and on another team. The same answer as
   * `opponents(p).includes(q)` without building the list (rules code asks it for every event).
   */
  isOpponent(p: PlayerId, q: PlayerId): boolean {
    const players = this.state.players;
    const other = players[q];
    return other !== undefined && !other.out && other.team !== players[p].team;
  }
  /** The next player in turn order after `p` who is still in the game. */
  nextPlayer(p: PlayerId): PlayerId {
    const n = this.playerCount;
    for (let i = 1; i <= n; i++) {
      const q = (p + i) % n;
      if (!this.state.players[q].out) return q;
    }
    return p;
  }
  /** A card instance. */
  card(id: CardId): Readonly<CardState> {
    const c = this.state.cards[id];
    if (!c) throw new EngineError(`no card with id ${id}`);
    return c;
  }
  /** The definition of a card instance. */
  cardDef(id: CardId): CardDefinition {
    // Cached per instance: a Map lookup by string on every call shows up in profiles.
    const defId = this.state.cards[id].def;
    const hit = this.defCache[id];
    if (hit !== undefined && hit.id === defId) return hit;
    const found = this.def.compiled.cardsById.get(defId)!;
    this.defCache[id] = found;
    return found;
  }
  // Shared by every game of the definition, or by a game and its copies once `Game` hands it one (card
  // ids are shuffled per game, so one table per definition would miss on every new game). Entries are
  // checked against the card's definition id on read, so sampled worlds with other cards in a slot
  // cannot be misled by it.
  private defCache: CardDefinition[];
  /** @internal Uses `cache` (shared by a game and its copies) for {@link cardDef}. */
  shareDefCache(cache: CardDefinition[]): void {
    this.defCache = cache;
  }
  /** @internal the cache {@link cardDef} uses, for a copy of the game to share */
  sharedDefCache(): CardDefinition[] {
    return this.defCache;
  }
  /** A card definition by its id. */
  definitionOf(defId: string): CardDefinition | undefined {
    return this.def.compiled.cardsById.get(defId);
  }
  /** The zone slot of a zone kind for a player (`shared` zones ignore the player). */
  slot(zone: string, player: PlayerId = 0): number {
    const index = this.def.compiled.zoneIndex.get(zone);
    if (index === undefined) throw new EngineError(`unknown zone "${zone}"`);
    return this.def.zones[index].owner === 'shared'
      ? index * this.stride + this.playerCount
      : index * this.stride + player;
  }
  /** The zone kind name of a slot. */
  zoneNameOf(slot: number): string {
    return this.def.zones[Math.floor(slot / this.stride)].name;
  }
  /** The owner of a slot (-1 for shared zones). */
  zoneOwnerOf(slot: number): PlayerId {
    const owner = slot % this.stride;
    return owner === this.playerCount ? -1 : owner;
  }
  /** The zone kind name a card is in. */
  zoneOf(card: CardId): string {
    return this.zoneNameOf(this.state.cards[card].zone);
  }
  /** The object `card` is now: its id and stamp (a card that changes zones becomes a new object). */
  objectOf(card: CardId): ObjectRef {
    return objectOf(this.state, card);
  }
  /** Whether `ref`'s card is still that object: it has not changed zones since (CR 6.1.11.1). */
  isCurrent(ref: ObjectRef): boolean {
    return isCurrent(this.state, ref);
  }
  /** Whether a card is in a zone kind (optionally: a given player's). */
  isIn(card: CardId, zone: string, player?: PlayerId): boolean {
    const slot = this.state.cards[card].zone;
    if (this.zoneNameOf(slot) !== zone) return false;
    return player === undefined || this.zoneOwnerOf(slot) === player || this.zoneOwnerOf(slot) === -1;
  }
  /**
   * The cards in a zone, top first. Do not change the list. Moving cards out of the zone while iterating
   * it is safe (the zone gets a new list); cards moved into it appear in the list you hold.
   */
  cards(zone: string, player: PlayerId = 0): readonly CardId[] {
    return this.state.zones[this.slot(zone, player)];
  }
  /** The handle of a zone kind, for {@link ContextReader.cardsIn} (throws for an unknown zone). */
  zone(name: string): ZoneHandle {
    const index = this.def.compiled.zoneIndex.get(name);
    if (index === undefined) throw new EngineError(`unknown zone "${name}"`);
    return index as ZoneHandle;
  }
  /** The cards in a zone given by its handle ({@link ContextReader.zone}), top first; as {@link ContextReader.cards}. */
  cardsIn(zone: ZoneHandle, player: PlayerId = 0): readonly CardId[] {
    return this.state.zones[
      this.def.zones[zone].owner === 'shared'
        ? zone * this.stride + this.playerCount
        : zone * this.stride + player
    ];
  }
  /** Whether a card is in a zone kind given by its handle (any player's). */
  isInZone(card: CardId, zone: ZoneHandle): boolean {
    return Math.floor(this.state.cards[card].zone / this.stride) === zone;
  }
  /** The cards in a zone of every player, in seat order. */
  allCards(zone: string): CardId[] {
    const index = this.def.compiled.zoneIndex.get(zone);
    if (index === undefined) throw new EngineError(`unknown zone "${zone}"`);
    if (this.def.zones[index].owner === 'shared') return this.state.zones[this.slot(zone)].slice();
    const out: CardId[] = [];
    for (let p = 0; p < this.playerCount; p++) out.push(...this.state.zones[index * this.stride + p]);
    return out;
  }
  /** How many cards a zone holds. */
  count(zone: string, player: PlayerId = 0): number {
    return this.state.zones[this.slot(zone, player)].length;
  }
  /** A card's computed characteristic: printed value changed by every modifier that applies now. */
  stat(card: CardId, name: string): number {
    return statOf(this.rules, card, name);
  }
  /** Whether a card has a keyword or flag characteristic (`stat > 0`). */
  has(card: CardId, name: string): boolean {
    return statOf(this.rules, card, name) > 0;
  }
  /** A card's printed (unmodified) characteristic. */
  printed(card: CardId, name: string): number {
    return this.cardDef(card).stats[name] ?? 0;
  }
  /** Whether a card has a type (e.g. `character`). */
  isType(card: CardId, type: string): boolean {
    return this.cardDef(card).types.includes(type);
  }
  /** Whether a card has a trait, printed or granted (granted traits are stats named `trait.<name>`). */
  hasTrait(card: CardId, trait: string): boolean {
    const traits = this.cardDef(card).traits;
    return (traits?.includes(trait) ?? false) || statOf(this.rules, card, `trait.${trait}`) > 0;
  }
  /** A player-level characteristic from modifiers (rule changes such as extra plays); base 0. */
  playerStat(player: PlayerId, name: string): number {
    return playerStatOf(this.rules, player, name);
  }
  /** A card's counter. */
  counter(card: CardId, name: string): number {
    return this.state.cards[card].counters[name] ?? 0;
  }
  /** A player's counter. */
  playerCounter(player: PlayerId, name: string): number {
    return this.state.players[player].counters[name] ?? 0;
  }
  /** A game variable. */
  getVar<T extends Json = Json>(name: string): T | undefined {
    return this.state.vars[name] as T | undefined;
  }
  /** A typed game variable's value (its initial value while unset). */
  read<T>(v: GameVar<T>): T {
    return readVar(this.state, v);
  }
  /** How many times `key` was counted this turn (see {@link Ctx.bump}). */
  countThisTurn(key: string): number {
    return this.state.turnCounts[key] ?? 0;
  }
  /** Cards attached to (under, stacked with, stored on) `host`, wherever they are, in card id order. */
  attachments(host: CardId): CardId[] {
    const out: CardId[] = [];
    for (const c of this.state.cards) if (c.attachedTo === host) out.push(c.id);
    return out;
  }

  /**
   * A value derived from the state, computed once per state version (recomputed after any change).
   * `compute` must only read the state. Useful for derived tables the rules query many times.
   */
  memo<T>(key: string, compute: () => T): T {
    let memos = this.memos;
    if (memos === null || this.memoVersion !== this.version) {
      if (memos === null) memos = this.memos = new Map();
      else memos.clear();
      this.memoVersion = this.version;
    }
    if (memos.has(key)) return memos.get(key) as T;
    const value = compute();
    memos.set(key, value);
    return value;
  }
  // Made on first use, as the stat cache: copies of a game that never ask allocate no table.
  private memos: Map<string, unknown> | null = null;
  private memoVersion = -1;
}
