/**
 * Events as one player may see them ({@link eventsFor}): the same redaction as views. A card the viewer
 * may not see is named by its handle, never by its instance id, and the identities an event carries
 * (`def`, `defs`) are dropped unless the viewer may see them — a reveal keeps them only for its audience.
 * @module
 */
import type { Game } from '../engine/engine';
import { CARD_FIELDS, type GameEvent } from '../state/events';
import type { Json } from '../state/json';
import type { CardId, PlayerId } from '../state/state';
import { canSee, refFor } from './view';

function isCardId(game: Game, v: unknown): v is CardId {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < game.state.cards.length;
}

/** Whether `viewer` may see every card the event names. */
function seesAll(game: Game, viewer: PlayerId, ids: readonly CardId[]): boolean {
  for (const id of ids) if (!canSee(game, viewer, id)) return false;
  return true;
}

/** One event as `viewer` may see it (a copy; the original is untouched). */
export function eventFor(game: Game, event: GameEvent, viewer: PlayerId): GameEvent {
  const out: Record<string, Json | undefined> = {};
  const named: CardId[] = [];
  for (const key in event) {
    const v = event[key];
    if (key !== 'type' && CARD_FIELDS.test(key)) {
      if (isCardId(game, v)) {
        named.push(v);
        out[key] = refFor(game, viewer, v);
        continue;
      }
      if (Array.isArray(v) && v.every((x) => isCardId(game, x))) {
        named.push(...(v as CardId[]));
        out[key] = (v as CardId[]).map((x) => refFor(game, viewer, x));
        continue;
      }
    }
    out[key] = v;
  }
  if ('def' in out || 'defs' in out) {
    const audience = event.type === 'revealed' && Array.isArray(event.to) ? (event.to as Json[]) : null;
    const allowed = audience ? audience.includes(viewer) : seesAll(game, viewer, named);
    if (!allowed) {
      delete out.def;
      delete out.defs;
    }
  }
  return out as GameEvent;
}

/** Events as `viewer` may see them, in order: what a server sends each seat after an action. */
export function eventsFor(game: Game, events: readonly GameEvent[], viewer: PlayerId): GameEvent[] {
  return events.map((e) => eventFor(game, e, viewer));
}
