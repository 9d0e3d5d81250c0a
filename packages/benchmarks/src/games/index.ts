/**
 * The cardloom games the suite measures, in report order: every built-in game module gets a self-play
 * section and a search section. The games come from the same module list the `cardloom` command uses;
 * their budgets are in `../budgets.ts`.
 *
 * @module
 */
import { BUILTIN_MODULES } from '@cardloom/cli';
import type { SearchTarget } from '../suites/search';
import { cardloomPlayable } from './cardloom-playable';

/** Every measured game with its search settings (the kernel demo game has no search section). */
export const GAMES: readonly SearchTarget[] = BUILTIN_MODULES.map((module) => {
  const game = cardloomPlayable(module);
  if (module.name === 'skirmish') return { game };
  return { game, ...(module.evaluate && { evaluate: module.evaluate }) };
});

/** The measured game named `id`. */
export function measuredGame(id: string): SearchTarget['game'] {
  const found = GAMES.find((t) => t.game.id === id);
  if (!found) throw new Error(`no measured game '${id}' (have ${GAMES.map((t) => t.game.id).join(', ')})`);
  return found.game;
}
