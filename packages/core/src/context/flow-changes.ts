/**
 * Events, pending items, effects, the turn and the end of the game. Part of {@link Ctx}.
 * @module
 */

import type { StepName } from '../rules/definition';
import type { HandlerRef } from '../rules/handlers';
import { replaceEvent } from '../rules/replacement';
import { EngineError } from '../state/errors';
import { type GameEvent, KernelEvents } from '../state/events';
import type { Json } from '../state/json';
import type { CardId, Duration, EffectState, GameState, PendingItem, PlayerId, Task } from '../state/state';
import { moveTurn, setTurnRecord } from '../state/turn-record';
import { CardChanges } from './card-changes';
import type { Ctx } from './ctx';

/** What `ctx.step` reads between turns (before the first step, after the last). */
const BETWEEN_TURNS: StepName = Object.freeze({ phase: '', step: '' });

/** A modifier, replacement or floating trigger to create with {@link Ctx.addEffect}. */
export type NewEffect = Omit<EffectState, 'id' | 'time' | 'sourceStamp' | 'source' | 'controller'> & {
  readonly source?: CardId;
  readonly controller?: PlayerId;
};

/** Events, effects, turn control and game end. */
export abstract class FlowChanges extends CardChanges {
  /** Puts an item in the pending container (a spell on the stack, a custom trigger). Returns its id. */
  queue(item: { controller: PlayerId; source?: CardId; task: Task; label: string }): number {
    const state = this.state;
    const id = this.tick();
    const source = item.source ?? -1;
    this.touch();
    this.journal.push(state.pending, {
      id,
      controller: item.controller,
      source,
      sourceStamp: source >= 0 ? state.cards[source].stamp : 0,
      task: item.task,
      label: item.label,
      time: id,
    });
    return id;
  }

  /**
   * Adds an item to one of the definition's `queues` (e.g. a card played onto Lore's chain); the engine
   * runs its `task` when the queue resolves it. Returns the item's id.
   */
  addToQueue(
    name: string,
    item: { controller: PlayerId; source?: CardId; task: Task; label: string },
  ): number {
    const items = this.queueOf(name);
    const id = this.tick();
    const source = item.source ?? -1;
    this.touch();
    this.journal.push(items, {
      id,
      controller: item.controller,
      source,
      sourceStamp: source >= 0 ? this.state.cards[source].stamp : 0,
      task: item.task,
      label: item.label,
      time: id,
    });
    return id;
  }
  /** The items waiting in queue `name`, oldest first. */
  queueItems(name: string): readonly PendingItem[] {
    return this.queueOf(name);
  }
  /** Takes item `id` out of queue `name` without resolving it (e.g. it was cancelled). Whether it was there. */
  removeFromQueue(name: string, id: number): boolean {
    const items = this.queueOf(name);
    if (!items.some((i) => i.id === id)) return false;
    this.touch();
    this.journal.set(
      this.state.queues!,
      name,
      items.filter((i) => i.id !== id),
    );
    return true;
  }
  private queueOf(name: string): PendingItem[] {
    const items = this.state.queues?.[name];
    if (!items) throw new EngineError(`unknown queue "${name}" (declare it in the definition's queues)`);
    return items;
  }

  /** Schedules a handler to run after the current task and the triggers it caused. */
  after(handler: string, args: Json = null): void {
    if (!this.def.compiled.handlers.has(handler) && !handler.startsWith('#'))
      throw new EngineError(`unknown handler "${handler}"`);
    this.thens.push({ h: handler, a: args, p: this.actor, s: this.self });
  }
  /** Schedules a typed handler to run after the current task and the triggers it caused. */
  later<A>(ref: HandlerRef<A>, args: A): void {
    this.after(ref.name, ref.store(args));
  }
  /** The key of a handler declared on the running card's definition (`<card id>/<name>`). */
  cardHandler(name: string, card: CardId = this.self): string {
    return `${this.cardDef(card).id}/${name}`;
  }

  /** Creates a modifier, replacement or floating trigger. Returns its id. */
  addEffect(effect: NewEffect): number {
    const state = this.state;
    const id = this.tick();
    const source = effect.source ?? this.self;
    this.touch();
    // Object.assign, not a spread followed by more keys (~10× slower on Node 20's V8, see docs/benchmarks.md).
    const added: EffectState = Object.assign({}, effect, {
      id,
      source,
      sourceStamp: source >= 0 ? state.cards[source].stamp : 0,
      controller: effect.controller ?? this.actor,
      time: id,
    }) as EffectState;
    this.journal.push(state.effects, added);
    return id;
  }
  /** Shorthand: a modifier of `stat` on cards for a duration. */
  modify(
    cards: readonly CardId[],
    stat: string,
    amount: number,
    duration: Duration,
    op: 'add' | 'set' | 'min' | 'max' = 'add',
  ): number {
    return this.addEffect({
      kind: 'modifier',
      stat,
      op,
      amount,
      cards: cards.map((id) => ({ id, stamp: this.state.cards[id].stamp })),
      duration,
    });
  }
  /** Removes effects matching a predicate. */
  removeEffects(predicate: (effect: EffectState) => boolean): void {
    const kept = this.state.effects.filter((e) => !predicate(e));
    if (kept.length === this.state.effects.length) return;
    this.touch();
    this.journal.set(this.state, 'effects', kept);
  }

  /** Passes an event through replacement effects; returns the event to perform, or null if prevented. */
  replace<E extends GameEvent>(event: E): E | null {
    return replaceEvent(this.rules, event) as E | null;
  }

  /** Ends the current `actions` step (e.g. "end turn" / "pass"): the turn moves on after this task. */
  endStep(): void {
    this.touch();
    const t = this.state.turn;
    moveTurn(this.journal, this.state, t.phase, t.step, 'exit');
  }

  /** Replaces the turn record with a patched copy (one journal entry). */
  protected setTurn(patch: Partial<GameState['turn']>): void {
    this.touch();
    setTurnRecord(this.journal, this.state, Object.assign({}, this.state.turn, patch));
  }
  /** The current phase and step ids. */
  get step(): StepName {
    const t = this.state.turn;
    // Between turns (before the first step, after the last) there is no current step.
    if (t.phase < 0 || t.phase >= this.def.turn.phases.length) return BETWEEN_TURNS;
    return this.def.compiled.stepNames[t.phase][t.step];
  }
  /**
   * Continues the turn at another step (e.g. "after combat, back to the main phase"): the current step
   * ends without its exit hook and the given step begins. Phase and step are ids.
   */
  goToStep(phaseId: string, stepId: string): void {
    const phase = this.def.turn.phases.findIndex((p) => p.id === phaseId);
    const step = phase < 0 ? -1 : this.def.turn.phases[phase].steps.findIndex((s) => s.id === stepId);
    if (step < 0) throw new EngineError(`no step "${phaseId}/${stepId}" in the turn structure`);
    this.setTurn({ phase, step, stage: 'enter' });
  }
  /** Makes `player` skip their next `stepId`. */
  skipStep(player: PlayerId, stepId: string): void {
    this.touch();
    this.setTurn({ skip: [...this.state.turn.skip, `${player}:${stepId}`] });
  }
  /** Gives `player` an extra turn after this one. */
  extraTurn(player: PlayerId): void {
    this.touch();
    this.setTurn({ extra: [...this.state.turn.extra, player] });
  }
  /**
   * Sets the turn number (scenario building: "it is turn 5"). Cards that entered on the old
   * number keep it, so set the number before putting cards in play.
   */
  setTurnNumber(turn: number): void {
    if (!Number.isInteger(turn) || turn < 0)
      throw new EngineError(`a turn number is a whole number ≥ 0, not ${turn}`);
    this.touch();
    this.setTurn({ number: turn });
  }
  /** Sets the active player (setup: who goes first). */
  setActive(player: PlayerId): void {
    this.touch();
    this.setTurn({ active: player, first: player });
  }

  /** Removes a player from the game with a loss. The game ends when one team remains. */
  lose(player: PlayerId, reason: string): void {
    const p = this.state.players[player];
    if (p.out || this.state.status.over) return;
    this.touch();
    this.journal.set(p, 'out', true);
    this.journal.set(p, 'result', 'lost');
    // Their waiting items leave with them; a stack's count of already-ordered items shrinks alike.
    const pending = this.state.pending;
    const settled = this.state.policy.settled as number | undefined;
    if (settled !== undefined) {
      let gone = 0;
      for (let i = 0; i < settled && i < pending.length; i++) if (pending[i].controller === player) gone++;
      if (gone) this.setPolicy('settled', settled - gone);
    }
    this.journal.set(
      this.state,
      'pending',
      pending.filter((item) => item.controller !== player),
    );
    const queues = this.state.queues;
    if (queues)
      for (const name in queues)
        if (queues[name].some((item) => item.controller === player))
          this.journal.set(
            queues,
            name,
            queues[name].filter((item) => item.controller !== player),
          );
    // A departed player's open question or priority goes away with them.
    if (this.state.decision?.request.player === player) this.journal.set(this.state, 'decision', null);
    const priority = this.state.priority;
    if (priority?.player === player)
      this.journal.set(this.state, 'priority', {
        player: this.nextPlayer(player),
        passes: priority.passes,
        window: priority.window,
      });
    this.emit({ type: KernelEvents.playerOut, player, reason });
    this.def.onPlayerOut?.(this.rules, player);
    const teams = new Set(this.state.players.filter((q) => !q.out).map((q) => q.team));
    if (teams.size <= 1) {
      const left = this.state.players.filter((q) => !q.out).map((q) => q.id);
      this.endGame(this.def.lastStanding ? [...this.def.lastStanding(this.rules, left)] : left, reason);
    } else if (this.state.turn.active === player) {
      // The rest of a departed player's turn is skipped.
      const phases = this.def.turn.phases;
      this.setTurn({
        stage: 'exit',
        phase: phases.length - 1,
        step: phases[phases.length - 1].steps.length - 1,
      });
    }
  }
  /** Ends the game with these winners (their teammates win too); everyone else loses. */
  win(players: readonly PlayerId[], reason: string): void {
    if (this.state.status.over) return;
    const teams = new Set(players.map((p) => this.state.players[p].team));
    this.endGame(
      this.state.players.filter((q) => teams.has(q.team)).map((q) => q.id),
      reason,
    );
  }
  /** Ends the game as a draw. */
  drawGame(reason: string): void {
    if (this.state.status.over) return;
    this.endGame([], reason);
  }
  private endGame(winners: PlayerId[], reason: string): void {
    this.touch();
    for (const p of this.state.players) {
      const result = winners.length === 0 ? 'draw' : winners.includes(p.id) ? 'won' : 'lost';
      if (p.result !== result) this.journal.set(p, 'result', result);
    }
    this.journal.set(this.state, 'status', { over: true, winners, reason });
    this.journal.set(this.state, 'pending', []);
    const queues = this.state.queues;
    if (queues) for (const name in queues) if (queues[name].length) this.journal.set(queues, name, []);
    this.journal.set(this.state, 'agenda', []);
    this.journal.set(this.state, 'priority', null);
    this.emit({ type: KernelEvents.gameOver, winners, reason });
  }
}
