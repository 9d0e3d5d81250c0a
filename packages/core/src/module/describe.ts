/**
 * Readable lines for any kernel game, used when a game module does not describe its own actions and
 * events (or returns nothing for one): card ids become card names, decision answers become their
 * labels, and with a viewer every card that viewer may not see is "a hidden card".
 * @module
 */

import type { Game } from '../engine/game';
import { canSee } from '../io/view';
import type { Action } from '../rules/definition';
import { CARD_FIELDS, type GameEvent } from '../state/events';
import type { DecisionRequest, PlayerId } from '../state/state';

/** `P1`, `P2`… */
export const seatLabel = (seat: number): string => (seat >= 0 ? `P${seat + 1}` : 'the table');

/** A card's name, or `a hidden card` when `viewer` may not see it. */
export function cardName(game: Game, card: number, viewer?: PlayerId): string {
  const state = game.state.cards[card];
  if (!state) return `card #${card}`;
  if (viewer !== undefined && !canSee(game, viewer, card)) return 'a hidden card';
  return nameOf(game, state.def);
}

const names = new WeakMap<object, Map<string, string>>();

/** The printed name of a card definition id. */
export function nameOf(game: Game, def: string): string {
  let table = names.get(game.definition);
  if (!table) {
    table = new Map(game.definition.cards.map((c) => [c.id, c.name]));
    names.set(game.definition, table);
  }
  return table.get(def) ?? def;
}

function value(game: Game, key: string, raw: unknown, viewer?: PlayerId): string {
  const card = (v: unknown) =>
    typeof v === 'number' && Number.isInteger(v) ? cardName(game, v, viewer) : String(v);
  if (CARD_FIELDS.test(key)) return Array.isArray(raw) ? raw.map(card).join(', ') : card(raw);
  if (/player/i.test(key) && typeof raw === 'number') return seatLabel(raw);
  return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
}

function fields(
  game: Game,
  object: Record<string, unknown>,
  skip: readonly string[],
  viewer?: PlayerId,
): string {
  return Object.entries(object)
    .filter(([key, v]) => !skip.includes(key) && v !== undefined && v !== null)
    .map(([key, v]) =>
      CARD_FIELDS.test(key) && key.length <= 6
        ? value(game, key, v, viewer)
        : `${key} ${value(game, key, v, viewer)}`,
    )
    .join(', ');
}

/** `play Grunt`, `attack Brute`, `answer Attack which player?: P2`… */
export function describeKernelAction(game: Game, action: Action, viewer?: PlayerId): string {
  if (action.type === 'pass') return 'pass';
  if (action.type === 'answer') {
    const request = game.state.decision?.request;
    const choice = (action.choice as (number | string)[] | undefined) ?? [];
    if (!request) return `answer ${JSON.stringify(choice)}`;
    const label = (v: number | string) => optionLabel(game, request, v, viewer);
    return `${request.prompt}: ${choice.length > 0 ? choice.map(label).join(', ') : 'none'}`;
  }
  const rest = fields(game, action as unknown as Record<string, unknown>, ['type', 'player'], viewer);
  return `${action.type.replace(/-/g, ' ')}${rest ? ` ${rest}` : ''}`;
}

/**
 * How one option of a decision reads: its label, a card name (cards shown to the chooser count as seen
 * by the chooser), a seat, or the value itself.
 */
export function optionLabel(
  game: Game,
  request: DecisionRequest,
  v: number | string,
  viewer?: PlayerId,
): string {
  const at = request.options.indexOf(v);
  if (request.labels?.[at]) return request.labels[at];
  if (request.kind === 'cards' && typeof v === 'number') {
    return request.reveal?.includes(v) && viewer === request.player
      ? nameOf(game, game.state.cards[v].def)
      : cardName(game, v, viewer);
  }
  if (request.kind === 'players' && typeof v === 'number') return seatLabel(v);
  return String(v);
}

/** A line for the kernel's own events; `null` for bookkeeping events not worth a line. */
export function describeKernelEvent(game: Game, event: GameEvent, viewer?: PlayerId): string | null {
  const e = event as Record<string, unknown>;
  switch (event.type) {
    case 'moved': {
      const name = cardName(game, e.card as number, viewer);
      const who = seatLabel(e.toOwner as number);
      if (e.from === 'deck' && e.to === 'hand') return `${who} draws ${name}`;
      const cause = e.cause && e.cause !== e.to ? ` (${e.cause})` : '';
      return `${name}: ${e.from} → ${e.to}${e.toOwner !== e.fromOwner ? ` of ${who}` : ''}${cause}`;
    }
    case 'card-counter':
      return `${cardName(game, e.card as number, viewer)}: ${e.counter} ${e.from} → ${e.to}`;
    case 'player-counter':
      return `${seatLabel(e.player as number)} ${e.counter} ${e.from} → ${e.to}`;
    case 'resolving':
      return `resolving ${e.label} (${seatLabel(e.controller as number)})`;
    case 'revealed': {
      const cards = (e.cards as number[] | undefined) ?? [];
      const audience = e.to as number[] | undefined;
      if (viewer !== undefined && Array.isArray(audience) && !audience.includes(viewer)) {
        return `${seatLabel(e.player as number)} reveals ${cards.length} card(s) to ${audience.map(seatLabel).join(', ')}`;
      }
      return `${seatLabel(e.player as number)} reveals ${cards.map((c) => nameOf(game, game.state.cards[c].def)).join(', ')}`;
    }
    case 'player-out':
      return `${seatLabel(e.player as number)} is out (${e.reason})`;
    case 'game-over': {
      const winners = (e.winners as number[]) ?? [];
      return winners.length > 0
        ? `game over: ${winners.map(seatLabel).join(' and ')} win${winners.length === 1 ? 's' : ''} (${e.reason})`
        : `game over: draw (${e.reason})`;
    }
    case 'turn-start':
    case 'turn-end':
    case 'step-start':
    case 'step-end':
    case 'shuffled':
    case 'tapped':
      return null;
    default: {
      const rest = fields(game, e, ['type'], viewer);
      return `${event.type.replace(/-/g, ' ')}${rest ? `: ${rest}` : ''}`;
    }
  }
}
