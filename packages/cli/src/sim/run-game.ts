/**
 * Plays one game from setup to the end with one agent per seat, measuring what the simulation reports
 * (length, decisions, branching, lead changes) and optionally narrating it through observers.
 */
import {
  type Action,
  apply,
  type DeckIds,
  type Game,
  type GameEvent,
  type GameModule,
  legalActions,
} from '@cardloom/core';
import { GameAborted } from '../errors';
import { outcomeOf, startGame } from '../games/kernel';
import type { Agent, GameOutcome, Seat } from '../games/types';

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
export interface GameObserver {
  onEvents?(game: Game, events: readonly GameEvent[]): void;
  /** Called when `seat` is about to act, before its agent is asked. */
  beforeAction?(game: Game, seat: Seat): void;
  /** Called before an action is applied, with the game as it is chosen in. */
  onAction?(game: Game, seat: Seat, action: Action): void;
}

/** Options of {@link playGame}. */
export interface PlayOptions {
  module: GameModule;
  decks: readonly DeckIds[];
  ruleset: string;
  seed: number | string;
  index?: number;
  agents: readonly Agent[];
  /** A game that has not ended after this many actions is stopped and counted as failed. */
  maxActions?: number;
  observer?: GameObserver;
  /** When given, every applied action is pushed here (for replays). */
  actionLog?: Action[];
}

/** Default cap on actions per game: far beyond any real game, low enough to catch a loop. */
export const DEFAULT_MAX_ACTIONS = 20_000;

/**
 * Plays a game to its end and returns its record. Rules errors are caught and recorded; only a
 * {@link GameAborted} from an interactive seat propagates.
 */
export async function playGame(options: PlayOptions): Promise<GameRecord> {
  const { module, agents, observer, actionLog } = options;
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
  let game: Game | undefined;
  try {
    game = startGame(module, {
      players: agents.length,
      decks: options.decks,
      seed: options.seed,
      ruleset: options.ruleset,
    });
    observer?.onEvents?.(game, []);
    let leader: Seat | null = null;
    let outcome: GameOutcome | null = outcomeOf(game);
    while (outcome === null) {
      if (record.actions >= maxActions) {
        record.reason = 'action-limit';
        record.error = `no result after ${maxActions} actions`;
        break;
      }
      const seat = game.toAct;
      if (seat === null) throw new Error('the game is not over but no seat is to act');
      const legal = legalActions(game);
      if (legal.length === 0) throw new Error(`seat ${seat + 1} must act but has no legal action`);
      observer?.beforeAction?.(game, seat);
      let choice = 0;
      if (legal.length > 1) {
        record.decisions++;
        record.legalTotal += legal.length;
        const chosen = agents[seat].choose(game, legal, seat);
        choice = typeof chosen === 'number' ? chosen : await chosen;
      }
      const action = legal[choice];
      observer?.onAction?.(game, seat, action);
      actionLog?.push(action);
      const { events } = apply(game, action);
      record.actions++;
      observer?.onEvents?.(game, events);
      if (module.scores) {
        const now = strictLeader(module.scores(game));
        if (now !== null && now !== leader) {
          if (leader !== null) record.leadChanges++;
          leader = now;
        }
      }
      outcome = outcomeOf(game);
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
  if (game !== undefined) {
    record.turns = game.state.turn.number;
    // Read at the end: a setup still waiting on a decision (e.g. a mulligan) may not have chosen yet.
    record.firstPlayer = game.state.turn.first;
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
