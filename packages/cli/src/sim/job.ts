/** A batch of simulated games, as sent to worker threads (plain, structured-cloneable data). */

import type { Action, DeckIds } from '@cardloom/core';
import { createBot } from '../agents/bots';
import type { GameRegistry } from '../games/registry';
import { type GameRecord, playGame } from './run-game';
import { deriveSeed } from './seed';

/** What to simulate. Game `i` uses seed `deriveSeed(baseSeed, i)`. */
export interface SimulationJob {
  game: string;
  ruleset: string;
  /** Bot kind per seat. */
  bots: string[];
  /** Each seat's deck: card definition ids. */
  decks: DeckIds[];
  baseSeed: number;
  games: number;
  maxActions?: number;
  /** Keep the action log of failed games (for `--save-failures`). */
  keepFailedActions?: boolean;
  /**
   * Milliseconds of untimed play per thread before the games start (`bench`): the JIT needs seconds of
   * play to optimise a game with many cards. Warm-up games use seeds past the job's and are discarded,
   * so results never depend on it.
   */
  warmupMs?: number;
}

/** One game's result, with its actions when it failed and they were asked for. */
export interface GameResult {
  record: GameRecord;
  actions?: Action[];
}

/** Plays throwaway games (indexes past the job's) for `job.warmupMs`, so timed games meet a warm JIT. */
export async function warmUp(registry: GameRegistry, job: SimulationJob): Promise<void> {
  const until = performance.now() + (job.warmupMs ?? 0);
  for (let index = job.games; performance.now() < until; index++) await runJobGame(registry, job, index);
}

/**
 * Plays game `index` of `job`. Each seat's bot gets its own seed derived from the game seed, so a
 * game depends only on (job, index).
 */
export async function runJobGame(
  registry: GameRegistry,
  job: SimulationJob,
  index: number,
): Promise<GameResult> {
  const module = registry.get(job.game);
  const seed = deriveSeed(job.baseSeed, index);
  const agents = job.bots.map((kind, seat) => createBot(module, kind, seat, deriveSeed(seed, 1000 + seat)));
  const actionLog: Action[] | undefined = job.keepFailedActions ? [] : undefined;
  const record = await playGame({
    module,
    decks: job.decks,
    ruleset: job.ruleset,
    seed,
    index,
    agents,
    maxActions: job.maxActions,
    actionLog,
  });
  return record.error !== undefined && actionLog ? { record, actions: actionLog } : { record };
}
