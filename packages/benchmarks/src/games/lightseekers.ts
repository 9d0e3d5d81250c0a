/**
 * Lightseekers: random self-play with the first two ready decks, default ruleset.
 *
 * @module
 */
import type { SearchTarget } from '../suites/search';
import { cardloomPlayable } from './cardloom-playable';
import { lightseekersPackage } from './workspace';

const { evaluate, lightseekers, readyDecks, kernelDeck } = lightseekersPackage;

/** Lightseekers, two players, the first two ready decks. */
export const lightseekersGame = cardloomPlayable({
  id: 'lightseekers',
  title: `Lightseekers: random self-play, ${readyDecks[0].name} vs ${readyDecks[1].name}`,
  definition: lightseekers,
  decks: () => [kernelDeck(readyDecks[0]), kernelDeck(readyDecks[1])],
});

/** Lightseekers search: IS-MCTS with the game's evaluation (no budget of its own in issue 6). */
export const lightseekersSearch: SearchTarget = { game: lightseekersGame, evaluate };
