/**
 * The kernel's built-in tasks: setup, turn actions, resolving pending items, game-state checks and the
 * turn structure. Each runs inside the engine's task runner, so any of them may stop at a decision.
 * @module
 */
import type { Ctx } from '../context/ctx';
import type { Action, GameDefinition, Handler, TriggeredAbility } from '../rules/definition';
import { orderNewStackItems } from '../rules/policies';
import { EFFECT_TRIGGER_TASK, TRIGGER_TASK } from '../rules/triggers';
import { EngineError } from '../state/errors';
import { type GameEvent, KernelEvents } from '../state/events';
import { hasKeys, type Json } from '../state/json';
import type { ObjectRef } from '../state/objects';
import type { CardId, Duration, PendingItem, PlayerId } from '../state/state';
import { moveTurn, setTurnRecord } from '../state/turn-record';

/** Built-in task keys. */
export const T = {
  setup: '#setup',
  action: '#action',
  pick: '#pick',
  resolveQueued: '#resolve-queued',
  stackOrder: '#stack-order',
  checks: '#checks',
  turnStart: '#turn-start',
  turnEnd: '#turn-end',
  stepEnter: '#step-enter',
  stepExit: '#step-exit',
  pass: '#pass',
} as const;

const MAX_CHECK_ROUNDS = 1000;

function expire(ctx: Ctx, ends: (d: Duration) => boolean): void {
  const st = ctx.state;
  if (st.effects.some((e) => ends(e.duration))) ctx.removeEffects((e) => ends(e.duration));
}

/** Ends effects that last until the start of `player`'s turn. */
function expireAtTurnStart(ctx: Ctx, player: PlayerId): void {
  if (ctx.state.effects.length) expire(ctx, (d) => d.until === 'start-of-turn' && d.player === player);
}

/** Ends effects that last until the end of this turn (or of `player`'s turn). */
function expireAtTurnEnd(ctx: Ctx, player: PlayerId): void {
  if (ctx.state.effects.length)
    expire(ctx, (d) => d.until === 'end-of-turn' || (d.until === 'end-of-turn-of' && d.player === player));
}

/** Resolves a waiting item (a pending trigger, or an item of `queue`): as its controller, from its source. */
function resolveItem(ctx: Ctx, item: PendingItem, queue?: string): void {
  ctx.actor = item.controller;
  ctx.self = item.source;
  // Two fixed literals rather than a conditional spread (which V8 builds through a slow generic path).
  if (queue === undefined)
    ctx.emit({ type: KernelEvents.resolving, item: item.id, label: item.label, controller: item.controller });
  else
    ctx.emit({
      type: KernelEvents.resolving,
      item: item.id,
      label: item.label,
      controller: item.controller,
      queue,
    });
  handlerFor(ctx, item.task.h)(ctx, item.task.a);
}

const builtins = new Map<string, Handler>([
  [T.setup, (ctx) => ctx.def.setup(ctx)],
  [
    T.action,
    (ctx, a) => {
      const action = a as unknown as Action;
      const st = ctx.state;
      const prior = st.priority;
      ctx.def.compiled.actionsByType.get(action.type)!.perform(ctx, action);
      // A response in a priority window: everyone must pass again, starting after the responder.
      if (prior && !st.status.over) {
        const same = ctx.def.policy.stack?.afterResponse === 'same-player';
        ctx.journal.set(st, 'priority', {
          player: same ? action.player : ctx.nextPlayer(action.player),
          passes: 0,
          window: prior.window,
        });
        ctx.version++;
      }
    },
  ],
  [
    T.pass,
    (ctx, a) => {
      const st = ctx.state;
      const prior = st.priority!;
      const passes = prior.passes + 1;
      if (passes >= ctx.playersInOrder().length) {
        ctx.journal.set(st, 'priority', null);
        ctx.version++;
        if (prior.window === 'step' && st.pending.length === 0) ctx.endStep();
        else builtins.get(T.pick)!(ctx, null);
      } else {
        ctx.journal.set(st, 'priority', {
          player: ctx.nextPlayer((a as { player: PlayerId }).player),
          passes,
          window: prior.window,
        });
        ctx.version++;
      }
    },
  ],
  [
    T.pick,
    (ctx) => {
      const item = ctx.def.policy.pick(ctx);
      if (!item) return;
      const st = ctx.state;
      ctx.setPending(st.pending.filter((i) => i.id !== item.id));
      if (ctx.def.policy.usesPriority) ctx.setPolicy('settled', st.pending.length);
      resolveItem(ctx, item);
    },
  ],
  [
    T.resolveQueued,
    (ctx, a) => {
      // The next item of one of the definition's queues (`GameSpec.queues`), in the queue's order.
      const spec = ctx.def.queues!.find((q) => q.name === a)!;
      const items = ctx.queueItems(spec.name);
      const item = spec.order === 'newest-first' ? items[items.length - 1] : items[0];
      ctx.removeFromQueue(spec.name, item.id);
      resolveItem(ctx, item, spec.name);
    },
  ],
  [T.stackOrder, (ctx) => orderNewStackItems(ctx)],
  [
    TRIGGER_TASK,
    (ctx, a) => {
      const { card, def, index, event, stamp, objects } = a as {
        card: CardId;
        def: string;
        index: number;
        event: GameEvent;
        stamp: number;
        objects?: readonly ObjectRef[];
      };
      const ability = ctx.def.compiled.cardsById.get(def)!.abilities![index] as TriggeredAbility;
      ability.effect(ctx, {
        source: card,
        sourceStamp: stamp,
        controller: ctx.actor,
        event,
        args: null,
        objects,
      });
    },
  ],
  [
    EFFECT_TRIGGER_TASK,
    (ctx, a) => {
      const { run, args, event, objects } = a as {
        run: string;
        args: Json;
        event: GameEvent;
        objects?: Json;
      };
      if (run) handlerFor(ctx, run)(ctx, { event, args, objects: objects ?? null } as unknown as Json);
    },
  ],
  [
    T.checks,
    (ctx) => {
      const checks = ctx.def.checks ?? [];
      for (let round = 0; ; round++) {
        if (round > MAX_CHECK_ROUNDS) throw new EngineError('game-state checks do not settle');
        // A fresh list per round: most rounds find nothing, and truncating a list is a runtime call.
        const results: (() => void)[] = [];
        for (let i = 0; i < checks.length; i++) checks[i].find(ctx, results);
        if (results.length === 0 || ctx.state.status.over) return;
        for (const apply of results) apply();
      }
    },
  ],
  [
    T.turnStart,
    (ctx) => {
      const st = ctx.state;
      const t = st.turn;
      let active = t.active;
      let extra = t.extra;
      if (t.number > 0) {
        if (extra.length) {
          active = extra[0];
          extra = extra.slice(1);
        } else active = ctx.def.turn.next ? ctx.def.turn.next(ctx, t.active) : ctx.nextPlayer(t.active);
      }
      // One replacement of the turn record instead of a journal entry per field.
      setTurnRecord(ctx.journal, st, {
        number: t.number + 1,
        active,
        first: t.first,
        phase: 0,
        step: 0,
        stage: 'enter',
        extra,
        skip: t.skip,
      });
      if (hasKeys(st.turnCounts)) ctx.journal.set(st, 'turnCounts', {});
      if (hasKeys(st.policy)) ctx.journal.set(st, 'policy', {});
      ctx.version++;
      ctx.actor = active;
      expireAtTurnStart(ctx, active);
      ctx.def.turn.start?.(ctx);
      if (ctx.wants(KernelEvents.turnStart))
        ctx.emit({ type: KernelEvents.turnStart, player: active, turn: st.turn.number });
    },
  ],
  [
    T.turnEnd,
    (ctx) => {
      const t = ctx.state.turn;
      ctx.def.turn.end?.(ctx);
      if (ctx.wants(KernelEvents.turnEnd))
        ctx.emit({ type: KernelEvents.turnEnd, player: t.active, turn: t.number });
      const active = t.active;
      expireAtTurnEnd(ctx, active);
      moveTurn(ctx.journal, ctx.state, -1, t.step, t.stage);
      ctx.version++;
    },
  ],
  [
    T.stepEnter,
    (ctx) => {
      const t = ctx.state.turn;
      const step = ctx.def.turn.phases[t.phase].steps[t.step];
      if (ctx.wants(KernelEvents.stepStart))
        ctx.emit({
          type: KernelEvents.stepStart,
          player: t.active,
          phase: ctx.def.turn.phases[t.phase].id,
          step: step.id,
        });
      step.enter?.(ctx);
      // Open the step unless its hook moved the turn elsewhere (goToStep, endStep).
      const now = ctx.state.turn;
      if (now.stage === 'enter' && now.phase === t.phase && now.step === t.step)
        moveTurn(ctx.journal, ctx.state, now.phase, now.step, 'open');
      ctx.version++;
    },
  ],
  [
    T.stepExit,
    (ctx) => {
      const t = ctx.state.turn;
      const phases = ctx.def.turn.phases;
      const step = phases[t.phase].steps[t.step];
      step.exit?.(ctx);
      if (ctx.wants(KernelEvents.stepEnd))
        ctx.emit({ type: KernelEvents.stepEnd, player: t.active, phase: phases[t.phase].id, step: step.id });
      advanceStep(ctx);
    },
  ],
]);

/** Moves the turn to the next step (or past the last phase, where the turn ends). */
export function advanceStep(ctx: Ctx): void {
  const t = ctx.state.turn;
  const phases = ctx.def.turn.phases;
  let phase = t.phase;
  let step = t.step + 1;
  if (step >= phases[phase].steps.length) {
    phase++;
    step = 0;
  }
  moveTurn(ctx.journal, ctx.state, phase, step, 'enter');
  ctx.version++;
}

const tablesByDefinition = new WeakMap<GameDefinition, Map<string, Handler>>();

/** Built-in and definition handlers in one table, built once per definition (not per game or copy). */
function handlerTableOf(def: GameDefinition): Map<string, Handler> {
  let table = tablesByDefinition.get(def);
  if (!table) {
    table = new Map([...def.compiled.handlers, ...builtins]);
    tablesByDefinition.set(def, table);
  }
  return table;
}

/** The handler for a task key: a built-in or one of the definition's (built-ins win). */
export function handlerFor(ctx: Ctx, key: string): Handler {
  // The tasks every action, every change and every hooked step runs skip the table.
  if (key === T.action) return performAction;
  if (key === T.checks) return runChecks;
  if (key === T.stepEnter) return turnHandlers.stepEnter;
  const table = ctx.handlerTable ?? (ctx.handlerTable = handlerTableOf(ctx.def));
  const fn = table.get(key);
  if (!fn) throw new EngineError(`unknown handler "${key}"`);
  return fn;
}

/** The turn structure's built-in handlers, for the engine to run directly (no task record, no lookup). */
export const turnHandlers = {
  turnStart: builtins.get(T.turnStart)!,
  turnEnd: builtins.get(T.turnEnd)!,
  stepEnter: builtins.get(T.stepEnter)!,
  stepExit: builtins.get(T.stepExit)!,
} as const;

const performAction = builtins.get(T.action)!;
const runChecks = builtins.get(T.checks)!;
