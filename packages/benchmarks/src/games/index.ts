/**
 * The cardloom games the suite measures, in report order: every built-in game module gets a self-play
 * section and a search section. Budgets are issue 6's (Lorcana only); the games come from the same
 * module list the `cardloom` command uses.
 *
 * @module
 */
import { BUILTIN_MODULES } from '@cardloom/cli';
import type { SearchTarget } from '../suites/search';
import { cardloomPlayable } from './cardloom-playable';

/** Issue 6's budgets, by game: self-play figures and ms per 1,000-iteration search decision. */
const BUDGETS: Readonly<Record<string, { play?: SearchTarget['game']['budgets']; searchMs?: number }>> = {
  lorcana: { play: { gamesPerSec: 200, cloneMicros: 20, viewForMicros: 50 }, searchMs: 100 },
};

/** Every measured game with its search settings (the kernel demo game has no search section). */
export const GAMES: readonly SearchTarget[] = BUILTIN_MODULES.map((module) => {
  const budget = BUDGETS[module.name] ?? {};
  const game = cardloomPlayable(module, budget.play ? { budgets: budget.play } : {});
  if (module.name === 'skirmish') return { game };
  return {
    game,
    ...(module.evaluate && { evaluate: module.evaluate }),
    ...(budget.searchMs !== undefined && { budgetMs: budget.searchMs }),
  };
});

/** The measured game named `id`. */
export function measuredGame(id: string): SearchTarget['game'] {
  const found = GAMES.find((t) => t.game.id === id);
  if (!found) throw new Error(`no measured game '${id}' (have ${GAMES.map((t) => t.game.id).join(', ')})`);
  return found.game;
}
