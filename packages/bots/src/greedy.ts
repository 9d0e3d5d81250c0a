/**
 * The greedy bot: one-ply lookahead. It tries every legal action on a determinized copy of the game (hidden
 * cards replaced by a guess consistent with its own view, so it never reads what it may not see) and
 * keeps the action the game's evaluation scores best. A win is worth more than any score, a loss less.
 *
 * An action that opens a decision (a payment to pick, a target, a card an opponent must discard) has not
 * done its work yet when it returns, so the copy is settled first: each open decision is answered by its
 * decider's own one-ply best, up to {@link GreedyBotOptions.settle} decisions, and only then scored.
 * Judged half-way, such actions looked worthless next to ending the turn.
 */
import { type Action, apply, clone, type Game, legalActions, Random } from '@cardloom/core';
import type { Bot, Evaluate } from './bot';
import { actionsOf, rewards } from './outcome';
import { sampleWorld } from './worlds';

/** Options of {@link greedyBot}. */
export interface GreedyBotOptions {
  /** The game's evaluation (higher is better for the player). */
  evaluate: Evaluate;
  /** Seed for determinization and tie-breaking. */
  seed: string | number;
  /**
   * Most decisions answered after a tried action before it is scored (default 8; 0 scores the position
   * the action itself leaves, open decision and all). Each is answered by its decider's best one-ply
   * answer under `evaluate`, the first such on ties.
   */
  settle?: number;
}

/** Decisions settled after a tried action unless the options say otherwise. */
const DEFAULT_SETTLE = 8;

/** A one-ply lookahead bot over any game definition. */
export function greedyBot(options: GreedyBotOptions): Bot {
  const random = new Random(options.seed);
  const { evaluate } = options;
  const settle = options.settle ?? DEFAULT_SETTLE;
  return {
    name: 'greedy',
    choose(game) {
      const legal = actionsOf(game, 'greedy');
      if (legal.length === 1) return legal[0];
      const player = game.toAct as number;
      const world = sampleWorld(game, player, random);
      let best = Number.NEGATIVE_INFINITY;
      let chosen: Action[] = [];
      for (const action of legal) {
        let score: number;
        try {
          const next = tryAction(world, action);
          settleDecisions(next, evaluate, settle);
          score = scoreFor(next, player, evaluate);
        } catch {
          // Legal in the real game but not in this guessed world: judge it on the real options only.
          score = -Number.MAX_VALUE / 2;
        }
        if (score > best) {
          best = score;
          chosen = [action];
        } else if (score === best) chosen.push(action);
      }
      return chosen.length > 0 ? chosen[random.int(chosen.length)] : legal[random.int(legal.length)];
    },
  };
}

/** A throwaway copy of `game` with `action` applied; nothing reads its events. */
function tryAction(game: Game, action: Action): Game {
  const next = clone(game, { log: false });
  next.recordEvents = false;
  apply(next, action);
  return next;
}

/**
 * Answers up to `limit` open decisions of `game` in place, each with the answer its decider scores best
 * one ply ahead (the first on ties, so settling draws nothing from the bot's generator). An answer this
 * guessed world refuses is skipped; when every answer is refused the decision stays open.
 */
function settleDecisions(game: Game, evaluate: Evaluate, limit: number): void {
  for (let n = 0; n < limit && !game.over && game.state.decision !== null; n++) {
    const decider = game.toAct as number;
    const answers = legalActions(game);
    if (answers.length === 1) {
      apply(game, answers[0]);
      continue;
    }
    let best = Number.NEGATIVE_INFINITY;
    let pick: Action | undefined;
    for (const answer of answers) {
      let score: number;
      try {
        score = scoreFor(tryAction(game, answer), decider, evaluate);
      } catch {
        continue;
      }
      if (score > best) {
        best = score;
        pick = answer;
      }
    }
    if (pick === undefined) return;
    apply(game, pick);
  }
}

/** `evaluate`, except that a finished game is a win above any score, a loss below, a draw 0. */
function scoreFor(game: Game, player: number, evaluate: Evaluate): number {
  return game.over ? outcomeScore(rewards(game)[player]) : evaluate(game, player);
}

function outcomeScore(reward: number): number {
  if (reward === 1) return Number.MAX_VALUE;
  return reward === 0 ? -Number.MAX_VALUE : 0;
}
