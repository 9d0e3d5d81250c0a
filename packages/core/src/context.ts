/**
 * The rules context: the one object rules code talks to. It reads the state, changes it through the
 * undo journal, emits events, asks decisions and schedules work. Rules code is straight-line: a
 * decision returns its answer; when no answer is known yet the task stops here and is run again from
 * its start, with the recorded answers, once the player answers. Hence rules code must read and write
 * the game only through this object, and must not catch exceptions it did not throw.
 * @module
 */
import { type CostPart, canPayCost, payCost } from './costs';
import { forcedAnswer } from './decisions';
import type { CardDefinition, GameDefinition, Handler } from './definition';
import { EngineError, IllegalActionError } from './errors';
import { type GameEvent, KernelEvents } from './events';
import { Journal } from './journal';
import type { Json } from './json';
import { replaceEvent } from './replacement';
import { nextInt, shuffleInPlace } from './rng';
import type {
  CardId,
  CardState,
  DecisionRequest,
  Duration,
  EffectState,
  GameState,
  PendingItem,
  PlayerId,
  PlayerState,
  Task,
} from './state';
import { playerStatOf, statOf } from './stats';
import { collectTriggers } from './triggers';

const NO_COUNTERS: Readonly<Record<string, number>> = Object.freeze({});

function hasAny(record: Record<string, number>): boolean {
  for (const _ in record) return true;
  return false;
}

/** Thrown (and caught by the engine) when a task must wait for an answer. Never catch it in rules code. */
export class Suspend {
  constructor(readonly request: DecisionRequest) {}
}

/** Where to put a card in an ordered zone. */
export type Position = 'top' | 'bottom' | number;

/** Options for {@link Ctx.move}. */
export interface MoveOptions {
  /** Position in the destination (default: top of ordered zones, end of unordered ones). */
  readonly position?: Position;
  /** Face down in the destination (default: the zone's setting). */
  readonly faceDown?: boolean;
  /** Why it moved (goes into the event), e.g. `draw`, `play`, `banish`. */
  readonly cause?: string;
  /** Player who caused the move. */
  readonly by?: PlayerId;
  /** Keep counters and tapped state (default: the destination zone's `keepsState`). */
  readonly keepState?: boolean;
  /** New controller in the destination (default: the owner). */
  readonly controller?: PlayerId;
}

/** Options for the choose helpers. */
export interface ChooseOptions {
  readonly min?: number;
  readonly max?: number;
  readonly prompt?: string;
  readonly rule?: string;
  readonly labels?: readonly string[];
  readonly reveal?: readonly CardId[];
}

/** A modifier, replacement or floating trigger to create with {@link Ctx.addEffect}. */
export type NewEffect = Omit<EffectState, 'id' | 'time' | 'sourceStamp' | 'source' | 'controller'> & {
  readonly source?: CardId;
  readonly controller?: PlayerId;
};

/** The rules context. One per game; rules code receives it as `ctx`. */
export class Ctx {
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
  /** @internal */
  readonly statCache = new Map<number, number>();
  /** @internal characteristic names interned to small numbers (cache keys without string building) */
  readonly statIds = new Map<string, number>();
  /** @internal */
  statCacheVersion = -1;
  /** @internal guards against statics that depend on themselves */
  statDepth = 0;
  /** @internal while true (scenario building), events trigger nothing */
  quiet = false;
  /** @internal record every event for `apply`'s result (see {@link Game.recordEvents}) */
  record = true;
  /** The first player fixed by `createGame`'s `firstPlayer` option, or null: setup should respect it. */
  presetFirst: PlayerId | null = null;

  constructor(def: GameDefinition, state: GameState) {
    this.def = def;
    this.state = state;
    this.playerCount = state.players.length;
    this.stride = this.playerCount + 1;
  }

  // ── Reading ─────────────────────────────────────────────────────────────

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
  private readonly defCache: CardDefinition[] = [];
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
    return statOf(this, card, name);
  }
  /** Whether a card has a keyword or flag characteristic (`stat > 0`). */
  has(card: CardId, name: string): boolean {
    return statOf(this, card, name) > 0;
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
    return (traits?.includes(trait) ?? false) || statOf(this, card, `trait.${trait}`) > 0;
  }
  /** A player-level characteristic from modifiers (rule changes such as extra plays); base 0. */
  playerStat(player: PlayerId, name: string): number {
    return playerStatOf(this, player, name);
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
    if (this.memoVersion !== this.version) {
      this.memos.clear();
      this.memoVersion = this.version;
    }
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const value = compute();
    this.memos.set(key, value);
    return value;
  }
  private readonly memos = new Map<string, unknown>();
  private memoVersion = -1;

  // ── Changing ────────────────────────────────────────────────────────────

  private touch(): void {
    this.version++;
  }

  /** Advances the game clock (journaled) and returns the new time: timestamps and ids come from it. */
  private tick(): number {
    const state = this.state;
    this.journal.note(state, 'clock', state.clock);
    return ++state.clock;
  }

  /** Moves a card to a zone, emitting a `moved` event. Returns the card id. */
  move(card: CardId, zone: string, owner?: PlayerId, options: MoveOptions = {}): CardId {
    const state = this.state;
    const c = state.cards[card];
    const toOwner = owner ?? c.owner;
    const to = this.slot(zone, toOwner);
    const from = c.zone;
    const spec = this.def.zones[Math.floor(to / this.stride)];
    const j = this.journal;
    // Last known information, for abilities that look back at the card as it was.
    const wasFaceDown = c.faceDown;
    const wasTapped = c.tapped;
    const wasController = c.controller;
    const wasCounters = hasAny(c.counters) ? { ...c.counters } : NO_COUNTERS;
    this.touch();
    // The source zone is replaced by a copy (so callers iterating it while moving cards out stay
    // safe); the destination grows in place (a journaled splice).
    const source = state.zones[from];
    const at = source.indexOf(card);
    if (at >= 0) {
      const rest = source.slice();
      rest.splice(at, 1);
      j.set(state.zones, from, rest);
    }
    const dest = state.zones[to];
    const pos = options.position ?? (spec.ordered ? 'top' : 'bottom');
    const index =
      pos === 'top' ? 0 : pos === 'bottom' ? dest.length : Math.max(0, Math.min(pos, dest.length));
    j.insertAt(dest, index, card);
    // Card fields: journal the old value, then store directly (monomorphic stores on the hot path).
    j.note(c, 'zone', c.zone);
    c.zone = to;
    const faceDown = options.faceDown ?? spec.faceDown ?? false;
    if (c.faceDown !== faceDown) {
      j.note(c, 'faceDown', c.faceDown);
      c.faceDown = faceDown;
    }
    const controller = options.controller ?? c.owner;
    if (c.controller !== controller) {
      j.note(c, 'controller', c.controller);
      c.controller = controller;
    }
    if (from !== to) {
      j.note(c, 'stamp', c.stamp);
      c.stamp = this.tick();
      j.note(c, 'enteredTurn', c.enteredTurn);
      c.enteredTurn = state.turn.number;
      if (!(options.keepState ?? spec.keepsState ?? false)) {
        if (c.tapped) {
          j.note(c, 'tapped', true);
          c.tapped = false;
        }
        if (hasAny(c.counters)) {
          j.note(c, 'counters', c.counters);
          c.counters = {};
        }
        if (c.attachedTo !== -1) {
          j.note(c, 'attachedTo', c.attachedTo);
          c.attachedTo = -1;
        }
      }
    }
    if (this.wants(KernelEvents.moved))
      this.emit({
        type: KernelEvents.moved,
        card,
        from: this.zoneNameOf(from),
        fromOwner: this.zoneOwnerOf(from),
        to: zone,
        toOwner: this.zoneOwnerOf(to),
        cause: options.cause ?? null,
        by: options.by ?? null,
        wasFaceDown,
        wasTapped,
        wasController,
        wasCounters,
      });
    return card;
  }

  /** Moves up to `n` cards from the top of `from` to `to`; returns the moved ids (fewer if it ran out). */
  draw(player: PlayerId, n = 1, from = 'deck', to = 'hand'): CardId[] {
    const moved: CardId[] = [];
    for (let i = 0; i < n; i++) {
      const top = this.cards(from, player)[0];
      if (top === undefined) break;
      this.move(top, to, player, { cause: 'draw', by: player });
      moved.push(top);
    }
    return moved;
  }

  /** Shows cards to players (default: everyone) — an event; the cards stay where they are. */
  reveal(cards: readonly CardId[], to?: readonly PlayerId[]): void {
    this.emit({
      type: KernelEvents.revealed,
      cards: cards.slice(),
      defs: cards.map((c) => this.state.cards[c].def),
      to: to ? to.slice() : this.playersInOrder(-1),
      by: this.actor,
    });
  }

  /** Puts `card` under (stacked with) `host`: into the host's zone, attached to it, below it. */
  putUnder(card: CardId, host: CardId, options: Omit<MoveOptions, 'position'> = {}): void {
    const h = this.state.cards[host];
    this.move(
      card,
      this.zoneNameOf(h.zone),
      this.zoneOwnerOf(h.zone) < 0 ? h.owner : this.zoneOwnerOf(h.zone),
      {
        ...options,
        controller: options.controller ?? h.controller,
        position: this.state.zones[h.zone].indexOf(host) + 1,
      },
    );
    this.setCard(card, 'attachedTo', host);
  }

  /** Shuffles a zone with the game's generator. */
  shuffle(zone: string, player: PlayerId = 0): void {
    const slot = this.slot(zone, player);
    this.touch();
    this.journal.set(this.state, 'rng', [...this.state.rng] as GameState['rng']);
    this.journal.set(this.state.zones, slot, shuffleInPlace(this.state.rng, this.state.zones[slot].slice()));
    this.emit({ type: KernelEvents.shuffled, zone, owner: player });
  }

  /** A uniform random integer in `[0, n)` from the game's generator. */
  random(n: number): number {
    this.touch();
    this.journal.set(this.state, 'rng', [...this.state.rng] as GameState['rng']);
    return nextInt(this.state.rng, n);
  }
  /** Rolls a die with `sides` faces: 1 … sides. */
  rollDie(sides = 6): number {
    return this.random(sides) + 1;
  }

  /** Taps (exerts, exhausts) or untaps a card. */
  setTapped(card: CardId, tapped: boolean): void {
    const c = this.state.cards[card];
    if (c.tapped === tapped) return;
    this.touch();
    this.journal.set(c, 'tapped', tapped);
    if (this.wants(KernelEvents.tapped)) this.emit({ type: KernelEvents.tapped, card, tapped });
  }
  /** Sets a card's counter (0 removes it). */
  setCounter(card: CardId, name: string, value: number): void {
    const c = this.state.cards[card];
    const old = c.counters[name] ?? 0;
    if (old === value) return;
    this.touch();
    if (value === 0) this.journal.deleteKey(c.counters, name);
    else this.journal.setKey(c.counters, name, value);
    if (this.wants(KernelEvents.cardCounter))
      this.emit({ type: KernelEvents.cardCounter, card, counter: name, from: old, to: value });
  }
  /** Adds to a card's counter. */
  addCounter(card: CardId, name: string, delta: number): void {
    this.setCounter(card, name, this.counter(card, name) + delta);
  }
  /** Sets a player's counter. */
  setPlayerCounter(player: PlayerId, name: string, value: number): void {
    const counters = this.state.players[player].counters;
    const old = counters[name] ?? 0;
    if (old === value) return;
    this.touch();
    this.journal.setKey(counters, name, value);
    if (this.wants(KernelEvents.playerCounter))
      this.emit({ type: KernelEvents.playerCounter, player, counter: name, from: old, to: value });
  }
  /** Adds to a player's counter. */
  addPlayerCounter(player: PlayerId, name: string, delta: number): void {
    this.setPlayerCounter(player, name, this.playerCounter(player, name) + delta);
  }
  /** Sets a game variable (any JSON; treat stored values as immutable and set new ones). */
  setVar(name: string, value: Json): void {
    this.touch();
    this.journal.setKey(this.state.vars, name, value);
  }
  /** Sets a card field the rules own: controller, face-down state, attachment. */
  setCard(
    card: CardId,
    field: 'controller' | 'faceDown' | 'attachedTo' | 'enteredTurn',
    value: number | boolean,
  ): void {
    this.touch();
    this.journal.set(this.state.cards[card], field, value as never);
  }
  /** Sets a policy bookkeeping value. @internal */
  setPolicy(key: string, value: Json): void {
    this.touch();
    this.journal.setKey(this.state.policy, key, value);
  }
  /** Removes a waiting item (a countered spell, an ability that ceased to exist). Returns whether it was there. */
  cancelPending(id: number): boolean {
    const pending = this.state.pending;
    const at = pending.findIndex((item) => item.id === id);
    if (at < 0) return false;
    const settled = this.state.policy.settled as number | undefined;
    this.setPending(pending.filter((item) => item.id !== id));
    if (settled !== undefined && at < settled) this.setPolicy('settled', settled - 1);
    return true;
  }
  /** Replaces the pending container's contents (policies reorder or remove items). */
  setPending(items: PendingItem[]): void {
    this.touch();
    this.journal.set(this.state, 'pending', items);
  }
  /** Counts `key` once more this turn and returns the new count ("the second time this turn…"). */
  bump(key: string): number {
    this.touch();
    const n = (this.state.turnCounts[key] ?? 0) + 1;
    this.journal.setKey(this.state.turnCounts, key, n);
    return n;
  }
  /** Creates a token card of `defId` in a zone; returns its id. */
  createToken(defId: string, zone: string, owner: PlayerId): CardId {
    if (!this.def.compiled.cardsById.has(defId)) throw new EngineError(`unknown token card "${defId}"`);
    const state = this.state;
    const id = state.cards.length;
    this.touch();
    this.journal.push(state.cards, {
      id,
      def: defId,
      owner,
      controller: owner,
      zone: this.slot('__limbo'),
      faceDown: false,
      tapped: false,
      counters: {},
      attachedTo: -1,
      stamp: this.tick(),
      enteredTurn: state.turn.number,
      token: true,
    });
    const limbo = this.slot('__limbo');
    this.journal.set(state.zones, limbo, [...state.zones[limbo], id]);
    this.move(id, zone, owner, { cause: 'token' });
    return id;
  }

  /** Emits an event: it is recorded and checked against triggered abilities. */
  emit(event: GameEvent): void {
    if (this.record) this.events.push(event);
    if (!this.quiet) collectTriggers(this, event);
  }

  /**
   * Whether an event of this type would be seen by anyone: recorded for the caller of `apply`, or
   * watched by a triggered ability or a floating trigger. Lets hot paths skip building events nobody sees.
   */
  wants(type: string): boolean {
    return this.record || this.def.compiled.watchedEvents.has(type) || this.state.effects.length > 0;
  }

  /** Puts an item in the pending container (a spell on the stack, a custom trigger). Returns its id. */
  queue(item: { controller: PlayerId; source?: CardId; task: Task; label: string }): number {
    const state = this.state;
    const id = this.tick();
    const source = item.source ?? -1;
    this.touch();
    this.journal.push(state.pending, {
      id,
      controller: item.controller,
      source,
      sourceStamp: source >= 0 ? state.cards[source].stamp : 0,
      task: item.task,
      label: item.label,
      time: id,
    });
    return id;
  }

  /** Schedules a handler to run after the current task and the triggers it caused. */
  after(handler: string, args: Json = null): void {
    if (!this.def.compiled.handlers.has(handler) && !handler.startsWith('#'))
      throw new EngineError(`unknown handler "${handler}"`);
    this.thens.push({ h: handler, a: args, p: this.actor, s: this.self });
  }
  /** The key of a handler declared on the running card's definition (`<card id>/<name>`). */
  cardHandler(name: string, card: CardId = this.self): string {
    return `${this.cardDef(card).id}/${name}`;
  }

  /** Creates a modifier, replacement or floating trigger. Returns its id. */
  addEffect(effect: NewEffect): number {
    const state = this.state;
    const id = this.tick();
    const source = effect.source ?? this.self;
    this.touch();
    this.journal.push(state.effects, {
      ...effect,
      id,
      source,
      sourceStamp: source >= 0 ? state.cards[source].stamp : 0,
      controller: effect.controller ?? this.actor,
      time: id,
    } as EffectState);
    return id;
  }
  /** Shorthand: a modifier of `stat` on cards for a duration. */
  modify(
    cards: readonly CardId[],
    stat: string,
    amount: number,
    duration: Duration,
    op: 'add' | 'set' | 'min' | 'max' = 'add',
  ): number {
    return this.addEffect({
      kind: 'modifier',
      stat,
      op,
      amount,
      cards: cards.map((id) => ({ id, stamp: this.state.cards[id].stamp })),
      duration,
    });
  }
  /** Removes effects matching a predicate. */
  removeEffects(predicate: (effect: EffectState) => boolean): void {
    const kept = this.state.effects.filter((e) => !predicate(e));
    if (kept.length === this.state.effects.length) return;
    this.touch();
    this.journal.set(this.state, 'effects', kept);
  }

  /** Passes an event through replacement effects; returns the event to perform, or null if prevented. */
  replace<E extends GameEvent>(event: E): E | null {
    return replaceEvent(this, event) as E | null;
  }

  /** Ends the current `actions` step (e.g. "end turn" / "pass"): the turn moves on after this task. */
  endStep(): void {
    this.touch();
    this.setTurn({ stage: 'exit' });
  }

  /** Replaces the turn record with a patched copy (one journal entry). */
  private setTurn(patch: Partial<GameState['turn']>): void {
    this.touch();
    this.journal.set(this.state, 'turn', { ...this.state.turn, ...patch });
  }
  /** The current phase and step ids. */
  get step(): { phase: string; step: string } {
    const t = this.state.turn;
    // Between turns (before the first step, after the last) there is no current step.
    if (t.phase < 0 || t.phase >= this.def.turn.phases.length) return { phase: '', step: '' };
    const phase = this.def.turn.phases[t.phase];
    return { phase: phase.id, step: phase.steps[t.step].id };
  }
  /**
   * Continues the turn at another step (e.g. "after combat, back to the main phase"): the current step
   * ends without its exit hook and the given step begins. Phase and step are ids.
   */
  goToStep(phaseId: string, stepId: string): void {
    const phase = this.def.turn.phases.findIndex((p) => p.id === phaseId);
    const step = phase < 0 ? -1 : this.def.turn.phases[phase].steps.findIndex((s) => s.id === stepId);
    if (step < 0) throw new EngineError(`no step "${phaseId}/${stepId}" in the turn structure`);
    this.setTurn({ phase, step, stage: 'enter' });
  }
  /** Makes `player` skip their next `stepId`. */
  skipStep(player: PlayerId, stepId: string): void {
    this.touch();
    this.setTurn({ skip: [...this.state.turn.skip, `${player}:${stepId}`] });
  }
  /** Gives `player` an extra turn after this one. */
  extraTurn(player: PlayerId): void {
    this.touch();
    this.setTurn({ extra: [...this.state.turn.extra, player] });
  }
  /** Sets the active player (setup: who goes first). */
  setActive(player: PlayerId): void {
    this.touch();
    this.setTurn({ active: player, first: player });
  }

  /** Removes a player from the game with a loss. The game ends when one team remains. */
  lose(player: PlayerId, reason: string): void {
    const p = this.state.players[player];
    if (p.out || this.state.status.over) return;
    this.touch();
    this.journal.set(p, 'out', true);
    this.journal.set(p, 'result', 'lost');
    this.journal.set(
      this.state,
      'pending',
      this.state.pending.filter((item) => item.controller !== player),
    );
    // A departed player's open question or priority goes away with them.
    if (this.state.decision?.request.player === player) this.journal.set(this.state, 'decision', null);
    const priority = this.state.priority;
    if (priority?.player === player)
      this.journal.set(this.state, 'priority', { ...priority, player: this.nextPlayer(player) });
    this.emit({ type: KernelEvents.playerOut, player, reason });
    this.def.onPlayerOut?.(this, player);
    const teams = new Set(this.state.players.filter((q) => !q.out).map((q) => q.team));
    if (teams.size <= 1) {
      const left = this.state.players.filter((q) => !q.out).map((q) => q.id);
      this.endGame(this.def.lastStanding ? [...this.def.lastStanding(this, left)] : left, reason);
    } else if (this.state.turn.active === player) {
      // The rest of a departed player's turn is skipped.
      const phases = this.def.turn.phases;
      this.setTurn({
        stage: 'exit',
        phase: phases.length - 1,
        step: phases[phases.length - 1].steps.length - 1,
      });
    }
  }
  /** Ends the game with these winners (their teammates win too); everyone else loses. */
  win(players: readonly PlayerId[], reason: string): void {
    if (this.state.status.over) return;
    const teams = new Set(players.map((p) => this.state.players[p].team));
    this.endGame(
      this.state.players.filter((q) => teams.has(q.team)).map((q) => q.id),
      reason,
    );
  }
  /** Ends the game as a draw. */
  drawGame(reason: string): void {
    if (this.state.status.over) return;
    this.endGame([], reason);
  }
  private endGame(winners: PlayerId[], reason: string): void {
    this.touch();
    for (const p of this.state.players) {
      const result = winners.length === 0 ? 'draw' : winners.includes(p.id) ? 'won' : 'lost';
      if (p.result !== result) this.journal.set(p, 'result', result);
    }
    this.journal.set(this.state, 'status', { over: true, winners, reason });
    this.journal.set(this.state, 'pending', []);
    this.journal.set(this.state, 'agenda', []);
    this.journal.set(this.state, 'priority', null);
    this.emit({ type: KernelEvents.gameOver, winners, reason });
  }

  // ── Deciding ────────────────────────────────────────────────────────────

  /** Asks a decision and returns the chosen values (stops the task until the player answers). */
  decide(request: DecisionRequest): (number | string)[] {
    // Copy the lists: callers often pass live zone lists, which later changes (or a rewind) would alter.
    let req: DecisionRequest = {
      ...request,
      options: request.options.slice(),
      ...(request.reveal ? { reveal: request.reveal.slice() } : {}),
      ...(request.labels ? { labels: request.labels.slice() } : {}),
    };
    if (req.min > req.options.length) req = { ...req, min: req.options.length };
    if (req.max > req.options.length && !req.ordered) req = { ...req, max: req.options.length };
    // Forced answers are never recorded: on a re-run they are forced again, so recorded answers stay aligned.
    if (this.def.autoAnswerForced !== false) {
      const forced = forcedAnswer(req);
      if (forced) return forced;
    }
    if (this.cursor < this.answers.length) return this.answers[this.cursor++] as (number | string)[];
    throw new Suspend(req);
  }
  /** Asks `player` to choose cards among `candidates` (default exactly one). */
  chooseCards(player: PlayerId, candidates: readonly CardId[], options: ChooseOptions = {}): CardId[] {
    return this.decide({
      player,
      kind: 'cards',
      prompt: options.prompt ?? 'Choose a card',
      options: candidates,
      min: options.min ?? 1,
      max: options.max ?? options.min ?? 1,
      labels: options.labels,
      reveal: options.reveal,
      rule: options.rule,
    }) as CardId[];
  }
  /** Asks `player` to choose one card, or returns null when there is none to choose. */
  chooseCard(player: PlayerId, candidates: readonly CardId[], options: ChooseOptions = {}): CardId | null {
    const picked = this.chooseCards(player, candidates, { ...options, min: options.min ?? 1, max: 1 });
    return picked.length ? picked[0] : null;
  }
  /** Asks `player` to choose one of `keys` (with readable labels); returns the key. */
  chooseOption<K extends string>(player: PlayerId, keys: readonly K[], options: ChooseOptions = {}): K {
    return this.decide({
      player,
      kind: 'options',
      prompt: options.prompt ?? 'Choose one',
      options: keys,
      labels: options.labels,
      reveal: options.reveal,
      min: 1,
      max: 1,
      rule: options.rule,
    })[0] as K;
  }
  /** Asks `player` a yes/no question ("you may…"). */
  may(player: PlayerId, prompt: string, rule?: string): boolean {
    return (
      this.decide({ player, kind: 'yes-no', prompt, options: ['yes', 'no'], min: 1, max: 1, rule })[0] ===
      'yes'
    );
  }
  /** Asks `player` for a number between `min` and `max`. */
  chooseNumber(player: PlayerId, min: number, max: number, prompt: string, rule?: string): number {
    const options: number[] = [];
    for (let i = min; i <= max; i++) options.push(i);
    return this.decide({ player, kind: 'number', prompt, options, min: 1, max: 1, rule })[0] as number;
  }
  /** Asks `player` to name a card: one of `names` (e.g. every card name of the game). */
  chooseName(player: PlayerId, names: readonly string[], prompt = 'Name a card', rule?: string): string {
    return this.decide({ player, kind: 'name', prompt, options: names, min: 1, max: 1, rule })[0] as string;
  }
  /** Asks `player` to choose players among `candidates`. */
  choosePlayers(player: PlayerId, candidates: readonly PlayerId[], options: ChooseOptions = {}): PlayerId[] {
    return this.decide({
      player,
      kind: 'players',
      prompt: options.prompt ?? 'Choose a player',
      options: candidates,
      min: options.min ?? 1,
      max: options.max ?? options.min ?? 1,
      rule: options.rule,
    }) as PlayerId[];
  }
  /** Asks `player` to put `items` in order, one pick at a time; returns them in the chosen order. */
  order<T extends number | string>(player: PlayerId, items: readonly T[], options: ChooseOptions = {}): T[] {
    const rest = items.slice();
    const out: T[] = [];
    while (rest.length > 1) {
      const [next] = this.decide({
        player,
        kind: 'order',
        prompt: options.prompt ?? 'Choose what comes next',
        options: rest,
        min: 1,
        max: 1,
        rule: options.rule,
        reveal: options.reveal,
      }) as T[];
      out.push(next);
      rest.splice(rest.indexOf(next), 1);
    }
    return out.concat(rest);
  }

  // ── Costs ───────────────────────────────────────────────────────────────

  /** Whether `payer` can pay every part of `cost` for `source`. */
  canPay(cost: readonly CostPart[], payer: PlayerId, source: CardId = this.self): boolean {
    return canPayCost(this, cost, payer, source);
  }
  /** Pays `cost`; where parts can be paid in really different ways, the payer chooses. */
  pay(cost: readonly CostPart[], payer: PlayerId, source: CardId = this.self, rule?: string): void {
    if (!canPayCost(this, cost, payer, source))
      throw new IllegalActionError('rules', 'the cost cannot be paid', { rule });
    payCost(this, cost, payer, source);
  }

  /** Runs a handler by key now (inside the current task). */
  run(handler: string, args: Json = null): void {
    const fn: Handler | undefined = this.def.compiled.handlers.get(handler);
    if (!fn) throw new EngineError(`unknown handler "${handler}"`);
    fn(this, args);
  }
}
