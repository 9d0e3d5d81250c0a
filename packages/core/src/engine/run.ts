/**
 * The task runner and the automatic loop: after every accepted action the engine runs checks, pending
 * items, follow-ups and automatic steps until a player must act, a decision is open, or the game ends.
 * A task that stops at a decision is rewound and recorded in the state.
 * @module
 */
import { Suspend } from '../context/ctx';
import type { Handler } from '../rules/definition';
import { EFFECT_TRIGGER_TASK, TRIGGER_TASK } from '../rules/triggers';
import { EngineError } from '../state/errors';
import type { Json } from '../state/json';
import { boundItem } from '../state/objects';
import type { PendingItem, PlayerId, Task } from '../state/state';
import { moveTurn } from '../state/turn-record';
import type { Game } from './game';
import { legalActions } from './legal';
import { advanceStep, handlerFor, T, turnHandlers } from './tasks';

/** How many automatic tasks one call may run before the engine decides the game is looping. */
const MAX_AUTOMATIC_TASKS = 200000;

// The argument-less tasks the loop runs most (checks after every change): one shared record each
// instead of one per run. Tasks are never changed once made, so sharing them is safe.
const CHECKS_TASK: Task = Object.freeze({ h: T.checks, a: null });
const STACK_ORDER_TASK: Task = Object.freeze({ h: T.stackOrder, a: null });
const PICK_TASK: Task = Object.freeze({ h: T.pick, a: null });

/** Points the context at a task about to run with the recorded answers. */
function prepare(game: Game, task: Task, answers: readonly Json[]): void {
  const ctx = game.ctx;
  ctx.answers = answers;
  ctx.cursor = 0;
  if (ctx.thens.length) ctx.thens = [];
  ctx.actor = task.p ?? ctx.state.turn.active;
  ctx.self = task.s ?? -1;
}

/** Runs one task; on a decision it rewinds the task and records the open question. */
export function runTask(game: Game, task: Task, answers: readonly Json[] = []): void {
  const ctx = game.ctx;
  const st = ctx.state;
  const mark = ctx.journal.mark();
  const eventsMark = ctx.events.length;
  const clock = st.clock;
  prepare(game, task, answers);
  try {
    handlerFor(ctx, task.h)(ctx, task.a);
  } catch (e) {
    if (!(e instanceof Suspend)) throw e;
    ctx.journal.rollback(mark);
    ctx.version++;
    ctx.events.length = eventsMark;
    ctx.journal.set(st, 'decision', { task, answers: answers.slice(), request: e.request });
    return;
  }
  if (ctx.thens.length) ctx.journal.set(st, 'agenda', [...ctx.thens, ...st.agenda]);
  bindNewTriggers(game, clock);
  // A task that changed nothing (most game-state checks) keeps the caches of this state version.
  if (ctx.journal.mark() !== mark) ctx.version++;
}

const TRIGGER_TASKS: ReadonlySet<string> = new Set([TRIGGER_TASK, EFFECT_TRIGGER_TASK]);

/**
 * Binds the objects of the triggered abilities queued since `clock` (their step is over: CR 6.1.11.1
 * "when the triggered abilities were added to the bag"); see objects.ts.
 */
function bindNewTriggers(game: Game, clock: number): void {
  const st = game.state;
  if (st.clock === clock) return;
  const pending = st.pending;
  for (let i = pending.length - 1; i >= 0; i--) {
    const item = pending[i];
    if (item.time <= clock) continue;
    const bound = boundItem(st, item, TRIGGER_TASKS);
    if (bound !== item) game.ctx.journal.set(pending as PendingItem[], i, bound);
  }
}

/**
 * Runs the open decision's task again up to its question and keeps what it did so far: the game as
 * it stood when the question was asked. Only for display (see `decisionView`): answering on such a
 * copy would run the task's first part twice.
 */
export function runToQuestion(game: Game): void {
  const open = game.state.decision;
  if (!open) return;
  const ctx = game.ctx;
  prepare(game, open.task, open.answers);
  try {
    handlerFor(ctx, open.task.h)(ctx, open.task.a);
  } catch (e) {
    if (!(e instanceof Suspend)) throw e;
  }
  ctx.journal.commit();
  ctx.version++;
}

/**
 * Runs a built-in task that cannot ask a decision (no game hook involved) directly, skipping the
 * task runner's bookkeeping: the turn structure's hook-less steps are most of the automatic work.
 */
export function runDirect(game: Game, handler: Handler, player: PlayerId): void {
  const ctx = game.ctx;
  ctx.actor = player;
  ctx.self = -1;
  const clock = ctx.state.clock;
  const mark = ctx.journal.mark();
  handler(ctx, null);
  bindNewTriggers(game, clock);
  if (ctx.journal.mark() !== mark) ctx.version++;
}

/** Runs automatic work until a player must act or the game ends. */
export function advance(game: Game): void {
  const ctx = game.ctx;
  const st = ctx.state;
  const def = game.definition;
  const phases = def.turn.phases;
  // Checks run only when something changed since they last ran (the journal grew).
  let checkedAt = -1;
  for (let guard = 0; ; guard++) {
    if (guard > MAX_AUTOMATIC_TASKS)
      throw new EngineError('the game runs automatic work forever (a loop in the rules?)');
    if (st.status.over || st.decision) return;
    if (def.checks?.length && ctx.journal.mark() !== checkedAt) {
      runTask(game, CHECKS_TASK);
      checkedAt = ctx.journal.mark();
      continue;
    }
    if (st.pending.length && def.policy.usesPriority) {
      if (((st.policy.settled as number | undefined) ?? 0) < st.pending.length) {
        runTask(game, STACK_ORDER_TASK);
        continue;
      }
      if (!st.priority) {
        ctx.journal.set(st, 'priority', { player: st.turn.active, passes: 0, window: 'stack' });
        ctx.version++;
      }
    }
    if (st.priority) {
      if (def.autoPass && onlyPass(game)) {
        runTask(game, { h: T.pass, a: { type: 'pass', player: st.priority.player }, p: st.priority.player });
        continue;
      }
      return;
    }
    if (st.pending.length) {
      runTask(game, PICK_TASK);
      continue;
    }
    if (st.agenda.length) {
      // Not `const [next, ...rest]`: destructuring with a rest element runs the iterator protocol.
      const next = st.agenda[0];
      ctx.journal.set(st, 'agenda', st.agenda.slice(1));
      runTask(game, next);
      continue;
    }
    // Queues resolve inside a step (after its start, before its end), never between steps.
    const queue = st.queues && st.turn.stage === 'open' ? nextQueue(game) : null;
    if (queue !== null) {
      runTask(game, { h: T.resolveQueued, a: queue });
      continue;
    }
    const t = st.turn;
    if (t.phase < 0) {
      if (def.turn.start) runTask(game, { h: T.turnStart, a: null });
      else runDirect(game, turnHandlers.turnStart, t.active);
      continue;
    }
    if (t.phase >= phases.length) {
      if (def.turn.end) runTask(game, { h: T.turnEnd, a: null });
      else runDirect(game, turnHandlers.turnEnd, t.active);
      continue;
    }
    const step = phases[t.phase].steps[t.step];
    if (t.stage === 'enter') {
      const key = t.skip.length ? `${t.active}:${step.id}` : '';
      if (key && t.skip.includes(key)) {
        ctx.journal.set(
          t,
          'skip',
          t.skip.filter((k) => k !== key),
        );
        advanceStep(ctx);
        continue;
      }
      // A skipped step never starts: no hooks, no step events.
      if (step.skip?.(ctx)) {
        advanceStep(ctx);
        continue;
      }
      if (step.enter) runTask(game, { h: T.stepEnter, a: null, p: t.active });
      else runDirect(game, turnHandlers.stepEnter, t.active);
      continue;
    }
    if (t.stage === 'open') {
      if (step.mode === 'actions') return;
      if (step.mode === 'priority') {
        ctx.journal.set(st, 'priority', { player: t.active, passes: 0, window: 'step' });
        ctx.version++;
        continue;
      }
      moveTurn(ctx.journal, st, t.phase, t.step, 'exit');
      ctx.version++;
      continue;
    }
    exitStep(game, step.exit !== undefined, t.active);
  }
}

/** The first of the definition's queues that holds items and resolves now, or null. */
function nextQueue(game: Game): string | null {
  const queues = game.state.queues!;
  for (const spec of game.definition.queues!) {
    if (queues[spec.name].length === 0) continue;
    game.ctx.actor = game.state.turn.active;
    game.ctx.self = -1;
    if (spec.resolves(game.ctx)) return spec.name;
  }
  return null;
}

function exitStep(game: Game, hooked: boolean, active: PlayerId): void {
  if (hooked) runTask(game, { h: T.stepExit, a: null, p: active });
  else runDirect(game, turnHandlers.stepExit, active);
}

/** Whether the player holding priority can do nothing but pass. */
function onlyPass(game: Game): boolean {
  const legal = legalActions(game);
  return legal.length === 1 && legal[0].type === 'pass';
}
