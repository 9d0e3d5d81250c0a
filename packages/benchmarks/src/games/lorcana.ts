/**
 * Disney Lorcana: random self-play with two The First Chapter starter decks (The Heart of Magic vs
 * Daring and Deception), default ruleset (CR 2.0.0), with the budgets issue 6 sets for Lorcana.
 *
 * @module
 */
import { evaluate, lorcana, STARTER_NAMES, starterIds } from '@cardloom/lorcana';
import type { SearchTarget } from '../suites/search';
import { cardloomPlayable } from './cardloom-playable';

const [first, second] = STARTER_NAMES;

/** Lorcana, two starter decks, with issue 6's budgets. */
export const lorcanaGame = cardloomPlayable({
  id: 'lorcana',
  title: `Lorcana: random self-play, starter decks ${first} vs ${second}`,
  definition: lorcana,
  decks: () => [starterIds(first), starterIds(second)],
  budgets: { gamesPerSec: 200, cloneMicros: 20, viewForMicros: 50 },
});

/** Lorcana search: IS-MCTS with Lorcana's evaluation, budget 100 ms per 1,000-iteration decision. */
export const lorcanaSearch: SearchTarget = { game: lorcanaGame, evaluate, budgetMs: 100 };
