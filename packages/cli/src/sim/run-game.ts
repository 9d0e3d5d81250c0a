/**
 * Plays one game from setup to the end with one agent per seat, measuring what the simulation reports
 * (length, decisions, branching, lead changes) and optionally narrating it through observers.
 */
import { GameAborted } from '../errors';
import type { Agent, GameOutcome, GamePlugin, Seat } from '../games/types';

/** What one finished (or failed) game contributes to the statistics. */
export interface GameRecord {
  /** Position of the game in the run; its seed is `deriveSeed(baseSeed, index)`. */
  index: number;
  /** The game's seed; 0 for a game seeded by text (a match game: its match names the seed). */
  seed: number;
  winners: Seat[];
  /** How the game ended (`lore`, `deck-out`…), or `error` / `action-limit` for a failed game. */
  reason: string;
  firstPlayer: Seat;
  turns: number;
  /** Actions applied, forced ones included. */
  actions: number;
  /** Choice points with at least two legal actions. */
  decisions: number;
  /** Sum of legal-action counts over those decisions (branching = this / decisions). */
  legalTotal: number;
  /** Times the strict score leader changed from one seat to another. */
  leadChanges: number;
  /** Why the game failed, when it did. */
  error?: string;
}

/** Callbacks that let `play` narrate a game. */
export interface GameObserver<S, A, E> {
  onEvents?(state: S, events: readonly E[]): void;
  /** Called when `seat` is about to act, before its agent is asked. */
  beforeAction?(state: S, seat: Seat): void;
  /** Called before an action is applied, with the state it is chosen in. */
  onAction?(state: S, seat: Seat, action: A): void;
}

/** Options of {@link playGame}. */
export interface PlayOptions<S, A, E, D> {
  plugin: GamePlugin<S, A, E, D>;
  decks: readonly D[];
  ruleset: string;
  seed: number | string;
  index?: number;
  agents: readonly Agent<S, A>[];
  /** A game that has not ended after this many actions is stopped and counted as failed. */
  maxActions?: number;
  observer?: GameObserver<S, A, E>;
  /** When given, every applied action is pushed here (for replays). */
  actionLog?: A[];
}

/** Default cap on actions per game: far beyond any real game, low enough to catch a loop. */
export const DEFAULT_MAX_ACTIONS = 20_000;

/**
 * Plays a game to its end and returns its record. Rules errors are caught and recorded; only a
 * {@link GameAborted} from an interactive seat propagates.
 */
export async function playGame<S, A, E, D>(options: PlayOptions<S, A, E, D>): Promise<GameRecord> {
  const { plugin, agents, observer, actionLog } = options;
  const engine = plugin.engine;
  const maxActions = options.maxActions ?? DEFAULT_MAX_ACTIONS;
  const record: GameRecord = {
    index: options.index ?? 0,
    seed: typeof options.seed === 'number' ? options.seed : 0,
    winners: [],
    reason: 'error',
    firstPlayer: 0,
    turns: 0,
    actions: 0,
    decisions: 0,
    legalTotal: 0,
    leadChanges: 0,
  };
  let state: S | undefined;
  try {
    const created = engine.create({
      players: agents.length,
      decks: options.decks,
      seed: options.seed,
      ruleset: options.ruleset,
    });
    state = created.state;
    observer?.onEvents?.(state, created.events);
    let leader: Seat | null = null;
    let outcome: GameOutcome | null = engine.outcome(state);
    while (outcome === null) {
      if (record.actions >= maxActions) {
        record.reason = 'action-limit';
        record.error = `no result after ${maxActions} actions`;
        break;
      }
      const seat = engine.toAct(state);
      if (seat === null) throw new Error('the game is not over but no seat is to act');
      const legal = engine.legalActions(state);
      if (legal.length === 0) throw new Error(`seat ${seat + 1} must act but has no legal action`);
      observer?.beforeAction?.(state, seat);
      let choice = 0;
      if (legal.length > 1) {
        record.decisions++;
        record.legalTotal += legal.length;
        const chosen = agents[seat].choose(state, legal, seat);
        choice = typeof chosen === 'number' ? chosen : await chosen;
      }
      const action = legal[choice];
      observer?.onAction?.(state, seat, action);
      actionLog?.push(action);
      const applied = engine.apply(state, action);
      state = applied.state;
      record.actions++;
      observer?.onEvents?.(state, applied.events);
      if (engine.scores) {
        const now = strictLeader(engine.scores(state));
        if (now !== null && now !== leader) {
          if (leader !== null) record.leadChanges++;
          leader = now;
        }
      }
      outcome = engine.outcome(state);
    }
    if (outcome) {
      record.winners = [...outcome.winners];
      record.reason = outcome.reason;
    }
  } catch (error) {
    if (error instanceof GameAborted) throw error;
    record.reason = 'error';
    record.error = error instanceof Error ? error.message : String(error);
  }
  if (state !== undefined) {
    record.turns = safe(() => engine.turn(state as S), 0);
    // Read at the end: a setup still waiting on a decision (e.g. a mulligan) may not have chosen yet.
    record.firstPlayer = safe(() => engine.firstPlayer(state as S), 0);
  }
  return record;
}

/** The seat with the strictly highest score, or `null` on a tie for first. */
export function strictLeader(scores: readonly number[]): Seat | null {
  let best = -1;
  let tied = false;
  for (let seat = 0; seat < scores.length; seat++) {
    if (best === -1 || scores[seat] > scores[best]) {
      best = seat;
      tied = false;
    } else if (scores[seat] === scores[best]) tied = true;
  }
  return best === -1 || tied ? null : best;
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
