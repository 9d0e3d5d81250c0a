/** A batch of simulated games, as sent to worker threads (plain, structured-cloneable data). */

import { createBot } from '../agents/generic';
import type { GameRegistry } from '../games/registry';
import { type GameRecord, playGame } from './run-game';
import { deriveSeed } from './seed';

/** What to simulate. Game `i` uses seed `deriveSeed(baseSeed, i)`. */
export interface SimulationJob {
  game: string;
  ruleset: string;
  /** Bot kind per seat. */
  bots: string[];
  /** Deck data per seat (the plugin's deck type). */
  decks: unknown[];
  baseSeed: number;
  games: number;
  maxActions?: number;
  /** Keep the action log of failed games (for `--save-failures`). */
  keepFailedActions?: boolean;
}

/** One game's result, with its actions when it failed and they were asked for. */
export interface GameResult {
  record: GameRecord;
  actions?: unknown[];
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
  const plugin = registry.get(job.game);
  const seed = deriveSeed(job.baseSeed, index);
  const agents = job.bots.map((kind, seat) => createBot(plugin, kind, seat, deriveSeed(seed, 1000 + seat)));
  const actionLog: unknown[] | undefined = job.keepFailedActions ? [] : undefined;
  const record = await playGame({
    plugin,
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
