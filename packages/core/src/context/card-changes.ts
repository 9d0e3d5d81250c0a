/**
 * Changing cards, zones, players and values through the undo journal. Part of {@link Ctx}.
 * @module
 */

import type { CardDefinition, GameDefinition } from '../rules/definition';
import { withCard } from '../rules/slots';
import { collectTriggers } from '../rules/triggers';
import { newCardRecord } from '../state/card-records';
import { EngineError } from '../state/errors';
import { type GameEvent, KernelEvents } from '../state/events';
import { hasKeys, type Json } from '../state/json';
import { nextInt, shuffleInPlace } from '../state/rng';
import { type CardId, type GameState, NO_COUNTERS, type PendingItem, type PlayerId } from '../state/state';
import { asStored, type GameVar } from '../state/vars';
import type { Ctx } from './ctx';
import { ContextReader } from './reader';

/** The event types the triggered abilities of a set of cards watch (a `presentMemo`). */
const WATCHED = {};
function watchedBy(cards: readonly CardDefinition[], def: GameDefinition): ReadonlySet<string> {
  const out = new Set<string>();
  for (const card of cards)
    for (const type of def.compiled.triggers.get(card.id)?.keys() ?? []) out.add(type);
  return out;
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

/** Changing cards, zones and values. */
export abstract class CardChanges extends ContextReader {
  protected touch(): void {
    this.version++;
  }

  /** Advances the game clock (journaled) and returns the new time: timestamps and ids come from it. */
  protected tick(): number {
    const state = this.state;
    this.journal.note(state, 'clock', state.clock);
    return ++state.clock;
  }

  /** Emits an event: it is recorded and checked against triggered abilities. */
  emit(event: GameEvent): void {
    if (this.record) this.events.push(event);
    if (!this.quiet) collectTriggers(this.rules, event);
  }

  /**
   * Whether an event of this type would be seen by anyone: recorded for the caller of `apply`, or
   * watched by a floating trigger or a triggered ability of a card this game holds (not the whole
   * pool's). Lets hot paths skip building events nobody sees.
   */
  wants(type: string): boolean {
    return (
      this.record ||
      this.state.effects.length > 0 ||
      (this.def.compiled.watchedEvents.has(type) && this.presentMemo(WATCHED, watchedBy).has(type))
    );
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
    // Last known information, for abilities that look back at the card as it was (only when the
    // event is built: simulations that watch nothing skip the copy).
    const emitting = this.wants(KernelEvents.moved);
    const wasFaceDown = c.faceDown;
    const wasTapped = c.tapped;
    const wasController = c.controller;
    const wasCounters = emitting && hasKeys(c.counters) ? { ...c.counters } : NO_COUNTERS;
    this.touch();
    // The source zone is replaced by a copy (so callers iterating it while moving cards out stay
    // safe); the destination grows in place (a journaled splice).
    const source = state.zones[from];
    const at = source.indexOf(card);
    if (at >= 0) {
      j.note(state.zones, from, source);
      state.zones[from] = without(source, at);
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
      if (c.shown) {
        j.note(c, 'shown', true);
        c.shown = false;
      }
      if (!(options.keepState ?? spec.keepsState ?? false)) {
        if (c.tapped) {
          j.note(c, 'tapped', true);
          c.tapped = false;
        }
        if (hasKeys(c.counters)) {
          j.note(c, 'counters', c.counters);
          c.counters = {};
        }
        if (c.attachedTo !== -1) {
          j.note(c, 'attachedTo', c.attachedTo);
          c.attachedTo = -1;
        }
      }
    }
    if (emitting)
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
      Object.assign({}, options, {
        controller: options.controller ?? h.controller,
        position: this.state.zones[h.zone].indexOf(host) + 1,
      }),
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
    else {
      // A copied card without counters shares the frozen empty record: give it its own first.
      if (c.counters === NO_COUNTERS) this.journal.set(c, 'counters', {});
      this.journal.setKey(c.counters, name, value);
    }
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
  /** Sets a typed game variable (write a new value to change it: stored values are shared). */
  write<T>(v: GameVar<T>, value: T): void {
    this.setVar(v.name, asStored(value));
  }
  /** Sets a card field the rules own: controller, face-down state, attachment. */
  setCard(
    card: CardId,
    field: 'controller' | 'faceDown' | 'attachedTo' | 'enteredTurn' | 'shown',
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
    // A token of a card no deck holds: its abilities must now count (a new present set, new caches).
    if (this.present && !this.present.defs.has(defId)) this.present = withCard(this.present, defId);
    const state = this.state;
    const id = state.cards.length;
    this.touch();
    this.journal.push(
      state.cards,
      newCardRecord(id, defId, owner, this.slot('__limbo'), false, this.tick(), state.turn.number, true),
    );
    const limbo = this.slot('__limbo');
    this.journal.set(state.zones, limbo, [...state.zones[limbo], id]);
    this.move(id, zone, owner, { cause: 'token' });
    return id;
  }
}

/** A copy of `list` without the item at `at` (the common top and bottom cases without a splice). */
function without<T>(list: readonly T[], at: number): T[] {
  if (at === 0) return list.slice(1);
  if (at === list.length - 1) return list.slice(0, at);
  const rest = list.slice(0, at);
  for (let i = at + 1; i < list.length; i++) rest.push(list[i]);
  return rest;
}
