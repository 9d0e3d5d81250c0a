/**
 * Lightseekers: random self-play with the first two ready decks, default ruleset.
 *
 * @module
 */
import { cardloomPlayable } from './cardloom-playable';
import { lightseekersPackage } from './workspace';

const { lightseekers, readyDecks, kernelDeck } = lightseekersPackage;

/** Lightseekers, two players, the first two ready decks. */
export const lightseekersGame = cardloomPlayable({
  id: 'lightseekers',
  title: `Lightseekers: random self-play, ${readyDecks[0].name} vs ${readyDecks[1].name}`,
  definition: lightseekers,
  decks: () => [kernelDeck(readyDecks[0]), kernelDeck(readyDecks[1])],
});
