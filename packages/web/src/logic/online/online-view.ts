/**
 * What the board shows for one online seat, built only from the server's update for that seat (its
 * `viewFor`, its legal actions and their descriptions): the board, the legal actions placed on their
 * cards, the open decision as the dialog shows it, the seats' names and the status line. Nothing here
 * can show more than the server sent.
 * @module
 */
import { type Action, checkAnswer, type GameModule, type PlayerView, seatLabel } from '@cardloom/core';
import type { SeatInfo, UpdateMessage } from '@cardloom/server/client';
import { type Board, boardFromView } from '../board';
import { type ActionPlacement, placeActions } from '../card-actions';
import type { AnswerResult, DecisionModel } from '../decision';

/** Everything the online game screen draws for one update. */
export interface OnlineModel {
  readonly board: Board;
  /** The seat's legal actions (empty when it need not act, and for spectators). */
  readonly legal: readonly Action[];
  /** The line the server wrote for each legal action (same order). */
  readonly labels: readonly string[];
  readonly placement: ActionPlacement;
  readonly decision: DecisionModel | null;
  readonly seatNames: readonly string[];
  readonly status: string;
  readonly myTurn: boolean;
  readonly over: boolean;
}

/** A seat as the board names it: `P1 (you)`, `P2 (bot)`, `P2 (disconnected)`. */
export function onlineSeatName(info: SeatInfo, mine: number): string {
  const label = seatLabel(info.seat);
  if (info.seat === mine) return `${label} (you)`;
  if (info.kind === 'bot') return `${label} (bot)`;
  return `${label} (${info.connected ? 'online' : 'disconnected'})`;
}

function cardNameIn(
  module: GameModule,
  view: PlayerView,
  id: number,
  revealed?: Record<number, string>,
): string {
  const names = new Map(module.definition.cards.map((c) => [c.id, c.name]));
  const def =
    revealed?.[id] ??
    view.zones
      .flatMap((z) => [...(z.cards ?? []), ...(z.shown ?? []), ...(z.top ? [z.top] : [])])
      .find((c) => c.id === id)?.def;
  return def === undefined ? 'a hidden card' : (names.get(def) ?? def);
}

/** The decision `seat` must answer in `view` (which carries the request in full only for that seat). */
export function decisionFromView(module: GameModule, view: PlayerView, seat: number): DecisionModel | null {
  const d = view.decision;
  if (!d || !('prompt' in d) || d.player !== seat || seat < 0) return null;
  const label = (value: number | string, at: number): string => {
    if (d.labels?.[at]) return d.labels[at];
    if (d.kind === 'cards' && typeof value === 'number') return cardNameIn(module, view, value, d.revealed);
    if (d.kind === 'players' && typeof value === 'number') return seatLabel(value);
    return String(value);
  };
  return {
    player: seat,
    prompt: d.prompt,
    ...(d.rule ? { rule: d.rule } : {}),
    kind: d.kind,
    options: d.options.map((value, at) => ({ value, label: label(value, at) })),
    min: d.min,
    max: d.max,
    ordered: d.ordered === true,
  };
}

/** The legal `answer` action for `picks` of the decision open in `view`, or why the picks are not one. */
export function answerFromView(
  view: PlayerView,
  legal: readonly Action[],
  picks: readonly (number | string)[],
): AnswerResult {
  const d = view.decision;
  if (!d || !('prompt' in d)) return { ok: false, reason: 'no decision is open' };
  const checked = checkAnswer(d, picks);
  if (!checked.ok) return checked;
  const wanted = JSON.stringify(checked.value);
  const index = legal.findIndex((a) => a.type === 'answer' && JSON.stringify(a.choice) === wanted);
  return index >= 0 ? { ok: true, index } : { ok: false, reason: 'that combination is not allowed here' };
}

/** The status line: waiting (with the join code), whose move, or the outcome. */
export function onlineStatus(update: UpdateMessage, names: readonly string[]): string {
  const { view } = update;
  if (update.status === 'waiting') {
    const free = update.seats.filter((s) => s.kind === 'human' && !s.connected).length;
    return `Waiting for ${free} more player${free === 1 ? '' : 's'} — join code ${update.code}`;
  }
  if (update.status === 'finished' || view.status.over) {
    const winners = view.status.winners;
    const who =
      winners.length === 0
        ? 'nobody wins'
        : `${winners.map((w) => names[w]).join(' and ')} win${winners.length === 1 ? 's' : ''}`;
    return `Game over — ${who}${view.status.reason ? ` (${view.status.reason})` : ''}`;
  }
  const turn = `turn ${view.turn.number}`;
  if (update.toAct === null) return `Waiting — ${turn}`;
  if (update.toAct === update.seat && update.legal.length > 0)
    return `Your move, ${names[update.seat]} — ${turn}`;
  return `${names[update.toAct]} to act — ${turn}`;
}

/** The model of one update for `module` (the game the update names). */
export function onlineModel(module: GameModule, update: UpdateMessage): OnlineModel {
  const board = boardFromView(module, update.view);
  const seatNames = update.seats.map((s) => onlineSeatName(s, update.seat));
  const over = update.status === 'finished';
  const myTurn = !over && update.seat >= 0 && update.toAct === update.seat && update.legal.length > 0;
  const legal = myTurn ? update.legal : [];
  return {
    board,
    legal,
    labels: myTurn ? update.choices : [],
    placement: placeActions(legal, board.cardIds),
    decision: myTurn ? decisionFromView(module, update.view, update.seat) : null,
    seatNames,
    status: onlineStatus(update, seatNames),
    myTurn,
    over,
  };
}
