/**
 * The engine: {@link createGame}, {@link legalActions}, {@link apply}. A game is a resumable state
 * machine: after every accepted action the engine runs automatic work (checks, pending items, follow-ups,
 * automatic steps) until a player must act, a decision is open, or the game is over.
 * @module
 */
import { Ctx, Suspend } from './context';
import { checkAnswer, enumerateAnswers } from './decisions';
import type { Action, GameDefinition, GameOptions } from './definition';
import { CardloomError, EngineError, IllegalActionError, SetupError } from './errors';
import type { GameEvent } from './events';
import { type Json, jsonClone, jsonEqual } from './json';
import { seedRng } from './rng';
import type { CardId, CardState, GameState, PlayerId, Task } from './state';
import { advanceStep, handlerFor, T } from './tasks';

/** How many automatic tasks one call may run before the engine decides the game is looping. */
const MAX_AUTOMATIC_TASKS = 200000;

/** The setup a game was created with: everything a replay needs besides the actions. */
export interface GameSetup {
  readonly players: readonly string[];
  readonly decks: readonly (readonly string[])[];
  readonly seed: string | number;
  readonly ruleset: string;
  readonly teams?: readonly number[];
  readonly firstPlayer?: PlayerId;
}

/** What {@link apply} returns. */
export interface ApplyResult {
  /** Events the action caused, in order (including automatic work that followed it). */
  readonly events: readonly GameEvent[];
}

/**
 * A game in progress: its definition, its live state, and the actions taken so far. Use the free
 * functions ({@link legalActions}, {@link apply}, {@link viewFor}, {@link clone}) or the same-named methods.
 */
export class Game {
  /** The compiled definition. */
  readonly definition: GameDefinition;
  /** What the game was created with. */
  readonly setup: GameSetup;
  /** Every accepted action, in order (what a replay stores). */
  readonly log: Action[];
  /** @internal */
  readonly ctx: Ctx;
  private cacheVersion = -1;
  private cacheList: Action[] = [];

  /** @internal Use {@link createGame} or {@link restoreGame}. */
  constructor(definition: GameDefinition, state: GameState, setup: GameSetup, log: Action[] = []) {
    this.definition = definition;
    this.setup = setup;
    this.log = log;
    this.ctx = new Ctx(definition, state);
    this.ctx.presetFirst = setup.firstPlayer ?? null;
  }

  /** The live state (plain JSON). Change it only through {@link apply}. */
  get state(): GameState {
    return this.ctx.state;
  }
  /** Whether the game has ended. */
  get over(): boolean {
    return this.ctx.state.status.over;
  }
  /** The player who must act now, or null when the game is over. */
  get toAct(): PlayerId | null {
    const st = this.ctx.state;
    if (st.status.over) return null;
    if (st.decision) return st.decision.request.player;
    if (st.priority) return st.priority.player;
    return st.turn.active;
  }
  /** Every legal action of the player who must act. */
  legalActions(): Action[] {
    return legalActions(this);
  }
  /** Performs an action (see {@link apply}). */
  apply(action: Action): ApplyResult {
    return apply(this, action);
  }

  /**
   * Whether `apply` returns the events each action caused (default true). Simulations and search that
   * never read them set it to false: events nothing watches are then not even built.
   */
  get recordEvents(): boolean {
    return this.ctx.record;
  }
  set recordEvents(on: boolean) {
    this.ctx.record = on;
  }

  /** @internal cached legal actions for the current state version */
  cachedLegal(): Action[] | null {
    return this.cacheVersion === this.ctx.version ? this.cacheList : null;
  }
  /** @internal */
  cacheLegal(list: Action[]): void {
    this.cacheVersion = this.ctx.version;
    this.cacheList = list;
  }
}

/** Builds the initial state: players, deck cards in the deck zone, nothing else. */
function initialState(def: GameDefinition, setup: GameSetup): GameState {
  const n = setup.players.length;
  const stride = n + 1;
  const zones: CardId[][] = [];
  for (let i = 0; i < def.zones.length * stride; i++) zones.push([]);
  const cards: CardState[] = [];
  const deckIndex = def.compiled.zoneIndex.get(def.deckZone ?? 'deck')!;
  setup.decks.forEach((deck, p) => {
    for (const defId of deck) {
      if (!def.compiled.cardsById.has(defId))
        throw new SetupError(`player ${p + 1}'s deck names an unknown card "${defId}"`, {
          data: { player: p, card: defId },
        });
      const id = cards.length;
      const slot = deckIndex * stride + p;
      cards.push({
        id,
        def: defId,
        owner: p,
        controller: p,
        zone: slot,
        faceDown: def.zones[deckIndex].faceDown ?? false,
        tapped: false,
        counters: {},
        attachedTo: -1,
        stamp: id + 1,
        enteredTurn: 0,
        token: false,
      });
      zones[slot].push(id);
    }
  });
  return {
    game: def.id,
    ruleset: setup.ruleset,
    rng: seedRng(setup.seed),
    players: setup.players.map((name, id) => ({
      id,
      name,
      team: setup.teams?.[id] ?? id,
      counters: {},
      out: false,
      result: null,
    })),
    cards,
    zones,
    turn: {
      number: 0,
      active: setup.firstPlayer ?? 0,
      first: setup.firstPlayer ?? 0,
      phase: -1,
      step: 0,
      stage: 'enter',
      extra: [],
      skip: [],
    },
    vars: {},
    effects: [],
    pending: [],
    policy: {},
    agenda: [],
    decision: null,
    priority: null,
    turnCounts: {},
    clock: cards.length + 1,
    status: { over: false, winners: [], reason: null },
  };
}

/** Checks and normalizes creation options. */
export function resolveSetup(def: GameDefinition, options: GameOptions): GameSetup {
  const players =
    typeof options.players === 'number'
      ? Array.from({ length: options.players }, (_, i) => `Player ${i + 1}`)
      : [...options.players];
  const ruleset = options.ruleset ?? def.rulesets[0].name;
  const spec = def.compiled.rulesets.get(ruleset);
  if (!spec)
    throw new SetupError(
      `unknown ruleset "${ruleset}" for ${def.name}; known: ${def.rulesets.map((r) => r.name).join(', ')}`,
    );
  const allowed = spec.players ?? def.players;
  if (!Number.isInteger(players.length) || !allowed.includes(players.length))
    throw new SetupError(
      `${def.name} (${ruleset}) is played by ${allowed.join(', ')} players, not ${players.length}`,
    );
  if (!Array.isArray(options.decks) || options.decks.length !== players.length)
    throw new SetupError(
      `expected ${players.length} decks, got ${Array.isArray(options.decks) ? options.decks.length : 'none'}`,
    );
  if (options.teams && options.teams.length !== players.length)
    throw new SetupError(`expected a team for each of the ${players.length} players`);
  if (
    options.firstPlayer !== undefined &&
    !(options.firstPlayer >= 0 && options.firstPlayer < players.length)
  )
    throw new SetupError(`first player ${options.firstPlayer} is not a seat`);
  return {
    players,
    decks: options.decks.map((d) => [...d]),
    seed: options.seed,
    ruleset,
    ...(options.teams ? { teams: [...options.teams] } : {}),
    ...(options.firstPlayer !== undefined ? { firstPlayer: options.firstPlayer } : {}),
  };
}

/**
 * Creates a game: places the decks, runs the game's setup (shuffles, opening hands, mulligans) and
 * runs until the first player must act. Throws {@link SetupError} on bad options.
 */
export function createGame(def: GameDefinition, options: GameOptions): Game {
  const setup = resolveSetup(def, options);
  const game = new Game(def, initialState(def, setup), setup);
  const ctx = game.ctx;
  try {
    // Setup runs before anything else looks at the state (checks would see a half-built game).
    runTask(game, { h: T.setup, a: null });
    advance(game);
  } finally {
    ctx.journal.commit();
    ctx.events = [];
  }
  return game;
}

/** Runs one task; on a decision it rewinds the task and records the open question. */
function runTask(game: Game, task: Task, answers: readonly Json[] = []): void {
  const ctx = game.ctx;
  const st = ctx.state;
  const mark = ctx.journal.mark();
  const eventsMark = ctx.events.length;
  ctx.answers = answers;
  ctx.cursor = 0;
  ctx.thens = [];
  ctx.actor = task.p ?? st.turn.active;
  ctx.self = task.s ?? -1;
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
  ctx.version++;
}

/**
 * Runs a built-in task that cannot ask a decision (no game hook involved) directly, skipping the
 * task runner's bookkeeping: the turn structure's hook-less steps are most of the automatic work.
 */
function runDirect(game: Game, key: string, player: PlayerId): void {
  const ctx = game.ctx;
  ctx.actor = player;
  ctx.self = -1;
  handlerFor(ctx, key)(ctx, null);
  ctx.version++;
}

/** Runs automatic work until a player must act or the game ends. */
function advance(game: Game): void {
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
      runTask(game, { h: T.checks, a: null });
      checkedAt = ctx.journal.mark();
      continue;
    }
    if (st.pending.length && def.policy.usesPriority) {
      if (((st.policy.settled as number | undefined) ?? 0) < st.pending.length) {
        runTask(game, { h: T.stackOrder, a: null });
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
      runTask(game, { h: T.pick, a: null });
      continue;
    }
    if (st.agenda.length) {
      const [next, ...rest] = st.agenda;
      ctx.journal.set(st, 'agenda', rest);
      runTask(game, next);
      continue;
    }
    const t = st.turn;
    if (t.phase < 0) {
      if (def.turn.start) runTask(game, { h: T.turnStart, a: null });
      else runDirect(game, T.turnStart, t.active);
      continue;
    }
    if (t.phase >= phases.length) {
      if (def.turn.end) runTask(game, { h: T.turnEnd, a: null });
      else runDirect(game, T.turnEnd, t.active);
      continue;
    }
    const step = phases[t.phase].steps[t.step];
    if (t.stage === 'enter') {
      const key = `${t.active}:${step.id}`;
      if (t.skip.includes(key)) {
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
      else runDirect(game, T.stepEnter, t.active);
      continue;
    }
    if (t.stage === 'open') {
      if (step.mode === 'actions') return;
      if (step.mode === 'priority') {
        ctx.journal.set(st, 'priority', { player: t.active, passes: 0, window: 'step' });
        ctx.version++;
        continue;
      }
      ctx.journal.set(st, 'turn', { ...t, stage: 'exit' });
      ctx.version++;
      continue;
    }
    exitStep(game, step.exit !== undefined, t.active);
  }
}

function exitStep(game: Game, hooked: boolean, active: PlayerId): void {
  if (hooked) runTask(game, { h: T.stepExit, a: null, p: active });
  else runDirect(game, T.stepExit, active);
}

/** Whether the player holding priority can do nothing but pass. */
function onlyPass(game: Game): boolean {
  const legal = legalActions(game);
  return legal.length === 1 && legal[0].type === 'pass';
}

/** The player whose turn actions are awaited, or -1 when none are (decision, priority, game over). */
function turnActor(game: Game): PlayerId {
  const st = game.state;
  if (st.status.over || st.decision) return -1;
  if (st.priority) return st.priority.player;
  const t = st.turn;
  if (t.phase < 0 || t.phase >= game.definition.turn.phases.length) return -1;
  const step = game.definition.turn.phases[t.phase].steps[t.step];
  return t.stage === 'open' && step.mode === 'actions' ? t.active : -1;
}

function enumerateFor(game: Game, player: PlayerId, out: Action[], only?: string): void {
  const ctx = game.ctx;
  const window = game.state.priority ? 'priority' : 'turn';
  ctx.actor = player;
  ctx.self = -1;
  for (const spec of game.definition.actions) {
    if (only !== undefined && spec.type !== only) continue;
    if (spec.anytime) continue;
    if (!(spec.windows ?? ['turn']).includes(window)) continue;
    spec.enumerate(ctx, player, out);
  }
  if (game.state.priority && (only === undefined || only === 'pass')) out.push({ type: 'pass', player });
}

/**
 * Every fully specified legal action of the player who must act: decision answers when a decision is
 * open, otherwise turn actions (and `pass` in priority windows). `concede` and other any-time actions
 * are always accepted by {@link apply} but are not listed. The list is cached until the state changes:
 * treat it as read-only.
 */
export function legalActions(game: Game): Action[] {
  const hit = game.cachedLegal();
  if (hit) return hit;
  const st = game.state;
  const out: Action[] = [];
  if (!st.status.over) {
    if (st.decision) enumerateAnswers(st.decision.request, out as never);
    else {
      const player = turnActor(game);
      if (player >= 0) enumerateFor(game, player, out);
    }
  }
  game.cacheLegal(out);
  return out;
}

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
  const actor = turnActor(game);
  if (action.player !== actor)
    throw new IllegalActionError(
      'wrong-player',
      actor < 0
        ? 'no player may act now'
        : `it is player ${actor + 1}'s turn to act, not player ${action.player + 1}'s`,
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

/**
 * Performs an action atomically and runs the game on until someone must act again. On a refused action
 * it throws {@link IllegalActionError} naming the reason (and rule) and leaves the state exactly as it
 * was. Mutates `game.state` in place: {@link clone} first to keep the old state.
 */
export function apply(game: Game, action: Action): ApplyResult {
  const checked = checkShape(game, action);
  const listed = game.cachedLegal()?.includes(checked) ?? false;
  const { task, answers } = admit(game, checked);
  const ctx = game.ctx;
  ctx.events = [];
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
    if (e instanceof CardloomError) throw e;
    throw e;
  }
  ctx.journal.commit();
  // A listed action object is the engine's own: keep it; anything else is copied.
  game.log.push(listed ? checked : jsonClone(checked));
  const events = ctx.events;
  ctx.events = [];
  return { events };
}

/** A deep copy of a game that shares nothing mutable with the original. */
export function clone(game: Game, options: { log?: boolean } = {}): Game {
  return new Game(
    game.definition,
    cloneState(game.state),
    game.setup,
    options.log === false ? [] : game.log.slice(),
  );
}

/** A deep copy of a state, specialized for its shape (faster than a generic deep copy). */
export function cloneState(s: GameState): GameState {
  const cards = new Array<CardState>(s.cards.length);
  for (let i = 0; i < cards.length; i++) {
    const c = s.cards[i];
    cards[i] = {
      id: c.id,
      def: c.def,
      owner: c.owner,
      controller: c.controller,
      zone: c.zone,
      faceDown: c.faceDown,
      tapped: c.tapped,
      counters: { ...c.counters },
      attachedTo: c.attachedTo,
      stamp: c.stamp,
      enteredTurn: c.enteredTurn,
      token: c.token,
    };
  }
  const zones = new Array<CardId[]>(s.zones.length);
  for (let i = 0; i < zones.length; i++) zones[i] = s.zones[i].slice();
  return {
    game: s.game,
    ruleset: s.ruleset,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players.map((p) => ({ ...p, counters: { ...p.counters } })),
    cards,
    zones,
    turn: { ...s.turn, extra: s.turn.extra.slice(), skip: s.turn.skip.slice() },
    vars: jsonClone(s.vars),
    effects: s.effects.slice(),
    pending: s.pending.slice(),
    policy: { ...s.policy },
    agenda: s.agenda.slice(),
    decision: s.decision,
    priority: s.priority ? { ...s.priority } : null,
    turnCounts: { ...s.turnCounts },
    clock: s.clock,
    status: { ...s.status, winners: s.status.winners.slice() },
  };
}

/**
 * Runs rules code against a game outside the normal flow, as one atomic change: scenario setup in
 * tests and tools ("put these cards in play"). Nothing triggers while it runs; afterwards game-state
 * checks and automatic work run as usual. The function must not ask decisions.
 */
export function setupScenario(game: Game, build: (ctx: Ctx) => void): void {
  const ctx = game.ctx;
  ctx.actor = game.state.turn.active;
  ctx.self = -1;
  ctx.answers = [];
  ctx.cursor = 0;
  try {
    // Building a board is not playing it: nothing triggers while the scenario is set up.
    ctx.quiet = true;
    try {
      build(ctx);
    } finally {
      ctx.quiet = false;
    }
    ctx.version++;
    advance(game);
  } catch (e) {
    ctx.journal.rollback(0);
    ctx.version++;
    if (e instanceof Suspend) throw new EngineError('a scenario setup may not ask decisions');
    throw e;
  } finally {
    ctx.events = [];
  }
  ctx.journal.commit();
}

export { advance as runAutomatic };
