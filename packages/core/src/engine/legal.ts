/**
 * Who must act now and what they may do: {@link legalActions}.
 * @module
 */
import { enumerateAnswers } from '../rules/decisions';
import type { Action } from '../rules/definition';
import { deepFreeze } from '../state/json';
import type { PlayerId } from '../state/state';
import type { Game } from './game';

/** The player whose turn actions are awaited, or -1 when none are (decision, priority, game over). */
export function turnActor(game: Game): PlayerId {
  const st = game.state;
  if (st.status.over || st.decision) return -1;
  if (st.priority) return st.priority.player;
  const t = st.turn;
  if (t.phase < 0 || t.phase >= game.definition.turn.phases.length) return -1;
  const step = game.definition.turn.phases[t.phase].steps[t.step];
  return t.stage === 'open' && step.mode === 'actions' ? t.active : -1;
}

export function enumerateFor(game: Game, player: PlayerId, out: Action[], only?: string): void {
  const ctx = game.ctx;
  const inPriority = game.state.priority !== null;
  const byWindow = game.definition.compiled.actionsByWindow;
  const specs = inPriority ? byWindow.priority : byWindow.turn;
  ctx.actor = player;
  ctx.self = -1;
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i];
    if (only === undefined || spec.type === only) spec.enumerate(ctx, player, out);
  }
  if (inPriority && (only === undefined || only === 'pass')) out.push({ type: 'pass', player });
}

/**
 * The seats that may take turn actions now: the turn actor, and in an actions step the seats the
 * definition's `turnSeats` adds (simultaneous team turns). Empty when nobody may take turn actions.
 */
export function turnSeats(game: Game): readonly PlayerId[] {
  const actor = turnActor(game);
  if (actor < 0) return [];
  const seats = game.definition.turnSeats;
  if (!seats || game.state.priority) return [actor];
  game.ctx.actor = actor;
  game.ctx.self = -1;
  return seats(game.ctx, actor);
}

/**
 * Every fully specified legal action of the player who must act: decision answers when a decision is
 * open, otherwise turn actions (and `pass` in priority windows). `concede` and other any-time actions
 * are always accepted by {@link apply} but are not listed. The list and every action in it are frozen
 * (cached until the state changes): {@link apply} performs a listed object without checking it again,
 * so it must not be editable into an action nobody checked. Copy an action to change it; a copy is
 * checked by value. (A copy made with `clone(game, { freezeActions: false })` skips freezing the
 * actions, for a search's own worlds that never edit them.)
 */
export function legalActions(game: Game): Action[] {
  const hit = game.cachedLegal();
  if (hit) return hit;
  const st = game.state;
  const out: Action[] = [];
  if (!st.status.over) {
    const freeze = game.freezesActions;
    if (st.decision) {
      // Answers come with frozen choice lists (often shared): only the action objects need freezing.
      enumerateAnswers(st.decision.request, out as never);
      if (freeze) for (let i = 0; i < out.length; i++) Object.freeze(out[i]);
    } else {
      for (const player of turnSeats(game)) enumerateFor(game, player, out);
      if (freeze) for (let i = 0; i < out.length; i++) deepFreeze(out[i]);
    }
  }
  game.cacheLegal(Object.freeze(out) as Action[]);
  return out;
}
