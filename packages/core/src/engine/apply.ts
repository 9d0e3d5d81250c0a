/**
 * {@link apply}: the one way a game changes. Checks the action (a listed one by identity, anything else
 * by value on a private frozen copy), performs it atomically and runs on until someone must act.
 * @module
 */
import { checkAnswer } from '../rules/decisions';
import type { Action } from '../rules/definition';
import { IllegalActionError } from '../state/errors';
import type { GameEvent } from '../state/events';
import { deepFreeze, isJson, type Json, jsonClone, jsonEqual } from '../state/json';
import type { PlayerId, Task } from '../state/state';
import type { ApplyResult, Game } from './game';
import { enumerateFor, turnSeats } from './legal';
import { advance, runTask } from './run';
import { T } from './tasks';

function checkShape(game: Game, action: unknown): Action {
  if (typeof action !== 'object' || action === null || Array.isArray(action))
    throw new IllegalActionError('malformed', 'an action must be an object with a type and a player');
  const a = action as Record<string, unknown>;
  if (typeof a.type !== 'string' || a.type === '')
    throw new IllegalActionError('malformed', 'an action needs a non-empty string "type"');
  if (
    !Number.isInteger(a.player) ||
    (a.player as number) < 0 ||
    (a.player as number) >= game.state.players.length
  )
    throw new IllegalActionError(
      'malformed',
      `an action needs "player", a seat from 0 to ${game.state.players.length - 1}`,
    );
  return a as unknown as Action;
}

/** Finds why an action is not legal, or returns the task that performs it. */
function admit(game: Game, action: Action): { task: Task; answers?: Json[] } {
  const st = game.state;
  const def = game.definition;
  if (st.status.over) throw new IllegalActionError('game-over', 'the game is over');
  if (action.type === 'concede' && def.concede !== false) {
    if (st.players[action.player].out)
      throw new IllegalActionError('wrong-player', `player ${action.player + 1} is no longer in the game`);
    return { task: { h: '#concede', a: action as unknown as Json, p: action.player } };
  }
  const spec = def.compiled.actionsByType.get(action.type);
  if (spec?.anytime) {
    const out: Action[] = [];
    game.ctx.actor = action.player;
    spec.enumerate(game.ctx, action.player, out);
    if (!out.some((a) => jsonEqual(a, action)))
      throw new IllegalActionError('not-legal', `${action.type} is not legal now`, { rule: spec.rule });
    return { task: { h: T.action, a: action as unknown as Json, p: action.player } };
  }
  if (st.decision) {
    const request = st.decision.request;
    if (action.type !== 'answer')
      throw new IllegalActionError('not-legal', `a decision is open ("${request.prompt}"): answer it first`, {
        rule: request.rule,
      });
    if (action.player !== request.player)
      throw new IllegalActionError(
        'wrong-player',
        `player ${request.player + 1} must answer "${request.prompt}", not player ${action.player + 1}`,
        { rule: request.rule },
      );
    const checked = checkAnswer(request, action.choice);
    if (!checked.ok)
      throw new IllegalActionError('bad-answer', `bad answer to "${request.prompt}": ${checked.reason}`, {
        rule: request.rule,
      });
    return { task: st.decision.task, answers: [...st.decision.answers, checked.value] };
  }
  if (action.type === 'answer')
    throw new IllegalActionError('not-legal', 'there is no open decision to answer');
  if (action.type !== 'pass' && !spec)
    throw new IllegalActionError('unknown-action', `unknown action type "${action.type}"`);
  const seats = turnSeats(game);
  if (!seats.includes(action.player))
    throw new IllegalActionError(
      'wrong-player',
      seats.length === 0
        ? 'no player may act now'
        : `it is player ${seats[0] + 1}'s turn to act, not player ${action.player + 1}'s`,
      { rule: spec?.rule },
    );
  const cached = game.cachedLegal();
  let legal: boolean;
  if (cached)
    legal = cached.includes(action) || cached.some((a) => a.type === action.type && jsonEqual(a, action));
  else {
    const out: Action[] = [];
    enumerateFor(game, action.player, out, action.type);
    legal = out.some((a) => jsonEqual(a, action));
  }
  if (!legal)
    throw new IllegalActionError(
      'not-legal',
      action.type === 'pass'
        ? 'there is no priority window to pass in'
        : `this ${action.type} action is not legal now`,
      { rule: spec?.rule, data: action },
    );
  if (action.type === 'pass') return { task: { h: T.pass, a: action as unknown as Json, p: action.player } };
  return { task: { h: T.action, a: action as unknown as Json, p: action.player } };
}

function listedTask(action: Action): Task {
  return { h: action.type === 'pass' ? T.pass : T.action, a: action as unknown as Json, p: action.player };
}

/** Options of {@link apply}. */
export interface ApplyOptions {
  /**
   * The seat that sends the action, as a match server authenticated it: the action is refused unless its
   * `player` is this seat (concede included), so a client can act only as itself.
   */
  readonly as?: PlayerId;
}

/**
 * Performs an action atomically and runs the game on until someone must act again. On a refused action
 * it throws {@link IllegalActionError} naming the reason (and rule) and leaves the state exactly as it
 * was. Mutates `game.state` in place: {@link clone} first to keep the old state.
 */
export function apply(game: Game, action: Action, options?: ApplyOptions): ApplyResult {
  checkShape(game, action);
  if (options?.as !== undefined && action.player !== options.as)
    throw new IllegalActionError(
      'wrong-player',
      `seat ${options.as + 1} may act only as itself, not as player ${action.player + 1}`,
    );
  // A listed action is frozen (see legalActions) and the engine's own; anything else is checked by value
  // on a private, frozen copy, so the caller can neither change the live game nor the log afterwards.
  const listed = game.cachedLegal()?.includes(action) ?? false;
  if (!listed && !isJson(action))
    throw new IllegalActionError(
      'malformed',
      'an action must be plain JSON data (no functions, cycles or NaN)',
    );
  const checked = listed ? action : deepFreeze(jsonClone(action));
  // An action object taken from the current legal list needs no second look (unless it answers a decision).
  const { task, answers } =
    listed && !game.state.decision ? { task: listedTask(checked), answers: undefined } : admit(game, checked);
  const ctx = game.ctx;
  if (ctx.events.length) ctx.events = [];
  try {
    if (answers) {
      ctx.journal.set(ctx.state, 'decision', null);
      runTask(game, task, answers);
    } else if (task.h === '#concede') {
      ctx.lose(checked.player, 'concede');
    } else runTask(game, task);
    advance(game);
  } catch (e) {
    ctx.journal.rollback(0);
    ctx.version++;
    ctx.events = [];
    throw e;
  }
  ctx.journal.commit();
  game.log.push(checked);
  const events = ctx.events;
  // Simulations that record nothing usually emit nothing: no result object to build then.
  if (events.length === 0) return NO_EVENTS;
  ctx.events = [];
  return { events };
}

/** The result of an action that emitted no events (shared; never mutated). */
const NO_EVENTS: ApplyResult = Object.freeze({ events: Object.freeze([]) as readonly GameEvent[] });
