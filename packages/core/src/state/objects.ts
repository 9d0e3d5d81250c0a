/**
 * Objects: a card that changes zones becomes a new object (Lorcana CR 6.1.11.1; MTG 400.7 is the model).
 * A card's `stamp` changes on every zone change, so an {@link ObjectRef} — the card id with the stamp it
 * had — names one object: once the card moves again, the reference no longer matches and the part of an
 * effect that acts on "that card" does nothing.
 *
 * Triggered abilities bind the objects they refer to (their source and every card their event names)
 * when the step that triggered them is over — the moment they are added to the bag or stack — so an
 * ability that triggers as a card leaves play (emitted before the move) refers to the card where it
 * went, and a second ability resolving after the first one moved the card again finds nothing.
 * @module
 */
import { CARD_FIELDS, type GameEvent } from './events';
import type { Json } from './json';
import type { CardId, GameState, PendingItem } from './state';

/** One card as one object: its id and the stamp it had (the stamp changes when it changes zones). */
export type ObjectRef = {
  readonly id: CardId;
  readonly stamp: number;
};

/** The object `card` is now. */
export function objectOf(state: GameState, card: CardId): ObjectRef {
  return { id: card, stamp: state.cards[card].stamp };
}

/** Whether the card named by `ref` is still that object (it has not changed zones since). */
export function isCurrent(state: GameState, ref: ObjectRef): boolean {
  const c = state.cards[ref.id];
  return c !== undefined && c.stamp === ref.stamp;
}

/**
 * Whether `card` is still the object a triggered ability bound (see {@link TriggerInfo.objects}). A card
 * the ability did not bind is not judged (true).
 */
export function isBoundObject(
  state: GameState,
  objects: readonly ObjectRef[] | undefined,
  card: CardId,
): boolean {
  if (objects === undefined) return true;
  for (const ref of objects) if (ref.id === card) return state.cards[card].stamp === ref.stamp;
  return true;
}

/** The cards an event names (its fields that hold card ids). */
function eventCards(state: GameState, event: GameEvent | undefined, into: CardId[]): void {
  if (!event) return;
  for (const key in event) {
    if (key === 'type' || !CARD_FIELDS.test(key)) continue;
    const v = event[key];
    if (isCardId(state, v)) into.push(v);
    else if (Array.isArray(v)) for (const x of v) if (isCardId(state, x)) into.push(x);
  }
}

function isCardId(state: GameState, v: unknown): v is CardId {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < state.cards.length;
}

/** The item with its objects bound now, or the item itself when it binds nothing (not a trigger). */
export function boundItem(
  state: GameState,
  item: PendingItem,
  triggerTasks: ReadonlySet<string>,
): PendingItem {
  if (!triggerTasks.has(item.task.h)) return item;
  const a = item.task.a as { readonly [key: string]: Json } | null;
  if (a === null || typeof a !== 'object' || a.objects !== undefined) return item;
  const cards: CardId[] = [];
  if (item.source >= 0) cards.push(item.source);
  eventCards(state, a.event as unknown as GameEvent | undefined, cards);
  const objects: { id: number; stamp: number }[] = [];
  for (const id of cards)
    if (!objects.some((o) => o.id === id)) objects.push({ id, stamp: state.cards[id].stamp });
  // Object.assign, not spread: on Node 20 a spread followed by more properties is ~10× slower.
  const args = Object.assign({}, a, { objects });
  return Object.assign({}, item, { task: Object.assign({}, item.task, { a: args }) });
}
