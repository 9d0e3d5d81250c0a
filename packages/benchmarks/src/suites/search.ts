/**
 * Search figures (issue 6): IS-MCTS decisions per second at a fixed iteration count on a mid-game
 * state, with `@cardloom/bots`' `mctsBot`. The bot is game-agnostic; a game may pass its evaluation
 * so playouts are cut and scored the way that game's bot plays.
 *
 * @module
 */
import { type Evaluate, mctsBot, type SearchStats } from '@cardloom/bots';
import type { Action, Game } from '@cardloom/core';
import { cost, type Figure, rate, type Section } from '../harness/figures';
import { type MeasureOptions, measure, PLAY_WARMUP_FACTOR } from '../harness/measure';
import type { PlayableGame } from './playable';
import { midGame } from './selfplay';

/** Iterations per decision, as issues 6 and 21 state the search budget. */
export const SEARCH_ITERATIONS = 1000;

/** A cardloom game to search, with its evaluation when it has one. */
export interface SearchTarget {
  readonly game: PlayableGame<Game, Action>;
  readonly evaluate?: Evaluate;
  /** Iterations per decision (default {@link SEARCH_ITERATIONS}). */
  readonly iterations?: number;
}

/** Runs the search figures for `target` on the mid-game state of its seed-1 random game. */
export function runSearchSuite(target: SearchTarget, options: MeasureOptions): Section {
  const { game } = target;
  const iterations = target.iterations ?? SEARCH_ITERATIONS;
  const mid = midGame(game, 1);
  let last: SearchStats | undefined;
  const bot = mctsBot({
    seed: 1,
    iterations,
    ...(target.evaluate && { evaluate: target.evaluate }),
    onSearch: (stats) => {
      last = stats;
    },
  });
  const timing = measure(`${game.id} mcts`, () => bot.choose(mid), {
    ...options,
    warmupMs: options.warmupMs * PLAY_WARMUP_FACTOR,
  });
  // The bot drops iterations whose sampled world breaks the rules, and gives up after too many.
  const done = last?.iterations ?? iterations;
  const notes: string[] = [];
  if (last && last.failed > 0)
    notes.push(`${last.failed} sampled worlds per decision broke the rules; those iterations were dropped`);
  if (done < iterations)
    notes.push(`the bot gave up after ${done} completed iterations: iterations/s counts those only`);
  // Where a decision's time goes: game actions (one legalActions and one apply each) per iteration.
  const actions = last ? last.actions.tree + last.actions.playout : 0;
  const work: Figure[] = [];
  if (last && actions > 0) {
    const tried = last.iterations + last.failed;
    work.push(
      {
        id: `${game.id}.mcts.treeActionsPerIteration`,
        label: 'game actions per iteration: tree walk',
        value: last.actions.tree / tried,
        unit: 'actions',
      },
      {
        id: `${game.id}.mcts.playoutActionsPerIteration`,
        label: 'game actions per iteration: playout',
        value: last.actions.playout / tried,
        unit: 'actions',
      },
      cost(`${game.id}.mcts.microsPerAction`, 'time per game action applied (whole search)', timing, actions),
    );
  }
  return {
    id: `${game.id}-search`,
    title: `${game.title.split(':')[0]}: IS-MCTS search`,
    detail: `mctsBot, ${iterations.toLocaleString('en-US')} iterations per decision, ${
      target.evaluate ? "playouts cut and scored by the game's evaluation" : 'playouts to the end'
    }, mid-game state (seed 1, ${game.legalActions(mid).length} legal actions)`,
    figures: [
      rate(`${game.id}.mcts.decisionsPerSec`, 'IS-MCTS decisions', 'decisions/s', 1, timing),
      cost(`${game.id}.mcts.msPerDecision`, 'time per decision', timing, 1, 'ms'),
      rate(
        `${game.id}.mcts.iterationsPerSec`,
        'IS-MCTS iterations (completed)',
        'iterations/s',
        done,
        timing,
      ),
      ...work,
    ],
    notes,
  };
}
