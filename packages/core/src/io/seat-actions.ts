/**
 * Actions as one seat may see and send them: the trust boundary between a match server and a client.
 *
 * {@link legalActions} names cards by their instance ids — what rules code and bots in the same process
 * need. A client of a server must not get them: an id that names a card the seat cannot see (an
 * opponent's face-down card it may attack, a hidden card among a decision's options) lets it follow that
 * card through hidden zones and recognise it when it surfaces. {@link actionsFor} lists a seat's actions
 * with every such card named by its view handle, exactly as {@link viewFor} names it, and
 * {@link actionFrom} takes an action back in that form and returns the legal action it stands for.
 * @module
 */
import type { Game } from '../engine/engine';
import { legalActions } from '../engine/legal';
import type { Action, GameDefinition } from '../rules/definition';
import { IllegalActionError } from '../state/errors';
import { CARD_FIELDS } from '../state/events';
import { isJson, type Json, jsonEqual } from '../state/json';
import type { CardId, PlayerId } from '../state/state';
import { canSee, handleOf } from './view';

/** Whether `seat` may see `card` now, counting the cards an open decision of theirs reveals to them. */
function seatSees(game: Game, seat: PlayerId, card: CardId): boolean {
  const request = game.state.decision?.request;
  if (request && request.player === seat && request.reveal?.includes(card)) return true;
  return canSee(game, seat, card);
}

function isCard(game: Game, v: unknown): v is CardId {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < game.state.cards.length;
}

/** How `seat` names `v` if it is a card: its id when the seat sees it, else its handle. */
function refAs(game: Game, seat: PlayerId, v: Json | undefined): Json | undefined {
  return isCard(game, v) && !seatSees(game, seat, v) ? handleOf(game, v) : v;
}

/**
 * The fields of `action` that hold card ids: its spec's `cardFields` where declared, else the fields
 * whose names match `CARD_FIELDS` (answers name cards in `choice` when their decision chooses cards).
 */
export function actionCardFields(definition: GameDefinition, action: Action): readonly string[] {
  const declared = definition.compiled.actionsByType.get(action.type)?.cardFields;
  if (declared) return declared;
  return Object.keys(action).filter((k) => k !== 'type' && k !== 'player' && CARD_FIELDS.test(k));
}

/** One legal action as `seat` sees it (a fresh object; the listed one is untouched). */
export function actionAs(game: Game, action: Action, seat: PlayerId): Action {
  if (action.type === 'answer') {
    const request = game.state.decision?.request;
    if (request?.kind !== 'cards' || !Array.isArray(action.choice)) return { ...action };
    return { ...action, choice: action.choice.map((v) => refAs(game, seat, v) as Json) };
  }
  const out: Record<string, Json | undefined> = { ...action };
  for (const key of actionCardFields(game.definition, action)) {
    const v = out[key];
    out[key] = Array.isArray(v) ? v.map((x) => refAs(game, seat, x) as Json) : refAs(game, seat, v);
  }
  return out as Action;
}

/**
 * The legal actions of `seat` now, in {@link legalActions} order, as `seat` may see them: a card the
 * seat cannot see is named by its view handle (the one {@link viewFor} shows), never by its instance id.
 * Empty when `seat` may not act. What a match server sends a client.
 */
export function actionsFor(game: Game, seat: PlayerId): Action[] {
  const out: Action[] = [];
  for (const a of legalActions(game)) if (a.player === seat) out.push(actionAs(game, a, seat));
  return out;
}

/**
 * The legal action that `sent` stands for when `seat` sends it in the form {@link actionsFor} lists:
 * its `player` is bound to `seat` whatever it says, and it must equal one of the seat's listed actions
 * by value (key order does not matter). Pass the result to {@link apply}.
 *
 * @throws {IllegalActionError} `malformed` for a non-object or an action without a string `type`;
 * `wrong-player` when `seat` may not act now; `not-legal` when it matches none of the seat's actions.
 */
export function actionFrom(game: Game, seat: PlayerId, sent: unknown): Action {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent) || !isJson(sent))
    throw new IllegalActionError('malformed', 'an action must be a JSON object');
  if (typeof (sent as { type?: unknown }).type !== 'string')
    throw new IllegalActionError('malformed', 'an action needs a string "type"');
  const bound = { ...(sent as Action), player: seat };
  const legal = legalActions(game);
  let mine = false;
  for (const a of legal) {
    if (a.player !== seat) continue;
    mine = true;
    if (a.type === bound.type && jsonEqual(actionAs(game, a, seat), bound)) return a;
  }
  if (!mine)
    throw new IllegalActionError('wrong-player', `player ${seat + 1} may not act now`, {
      data: { player: seat },
    });
  throw new IllegalActionError(
    'not-legal',
    `${JSON.stringify(bound)} is not a legal action of player ${seat + 1} now`,
    {
      data: { player: seat, action: bound },
    },
  );
}
