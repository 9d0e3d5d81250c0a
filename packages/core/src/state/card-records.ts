/**
 * How the engine makes card records (setup, tokens, copies).
 *
 * Through a constructor call, not an object literal: once a process keeps many copies of games alive
 * (a search tree, a sweep, a trail of states), V8 may pretenure a literal's allocation site — allocate
 * its objects straight in the old generation — and from then on every copy of a game costs several
 * times more (a 120-card copy went from ~5 µs to ~100 µs). Objects made by `new` are not pretenured
 * that way. The constructor's prototype is `Object.prototype`, so records stay plain JSON objects
 * (`isJson`, `JSON.stringify` and saves see no difference), and every record shares one hidden class.
 * @module
 */
import type { CardId, CardState, PlayerId } from './state';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

function CardRecord(
  this: Writable<CardState>,
  id: CardId,
  def: string,
  owner: PlayerId,
  controller: PlayerId,
  zone: number,
  faceDown: boolean,
  tapped: boolean,
  counters: Record<string, number>,
  attachedTo: CardId,
  stamp: number,
  enteredTurn: number,
  token: boolean,
  shown: boolean,
): void {
  this.id = id;
  this.def = def;
  this.owner = owner;
  this.controller = controller;
  this.zone = zone;
  this.faceDown = faceDown;
  this.tapped = tapped;
  this.counters = counters;
  this.attachedTo = attachedTo;
  this.stamp = stamp;
  this.enteredTurn = enteredTurn;
  this.token = token;
  this.shown = shown;
}
CardRecord.prototype = Object.prototype;

// TypeScript gives a plain function no construct signature; this is the one place that calls it with `new`.
const NewCardRecord = CardRecord as unknown as new (...fields: Parameters<typeof CardRecord>) => CardState;

/** A new card record: ready, face up unless `faceDown`, no counters, attached to nothing, not shown. */
export function newCardRecord(
  id: CardId,
  def: string,
  owner: PlayerId,
  zone: number,
  faceDown: boolean,
  stamp: number,
  enteredTurn: number,
  token: boolean,
): CardState {
  return new NewCardRecord(
    id,
    def,
    owner,
    owner,
    zone,
    faceDown,
    false,
    {},
    -1,
    stamp,
    enteredTurn,
    token,
    false,
  );
}

/** A copy of a card record with `counters` in place of its own (the caller decides whether to share). */
export function copyCardRecord(c: CardState, counters: Record<string, number>): CardState {
  return new NewCardRecord(
    c.id,
    c.def,
    c.owner,
    c.controller,
    c.zone,
    c.faceDown,
    c.tapped,
    counters,
    c.attachedTo,
    c.stamp,
    c.enteredTurn,
    c.token,
    c.shown,
  );
}
