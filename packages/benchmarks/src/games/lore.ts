/**
 * Lore: random self-play with the first two ready lexicons, default ruleset (Lore 1922).
 *
 * @module
 */
import type { SearchTarget } from '../suites/search';
import { cardloomPlayable } from './cardloom-playable';
import { lorePackage } from './workspace';

const { deckList, evaluate, lore, READY_DECKS } = lorePackage;
const [first, second] = Object.keys(READY_DECKS);

/** Lore, two players, the first two ready lexicons. */
export const loreGame = cardloomPlayable({
  id: 'lore',
  title: `Lore: random self-play, ${first} vs ${second}`,
  definition: lore,
  decks: () => [deckList(READY_DECKS[first]), deckList(READY_DECKS[second])],
});

/** Lore search: IS-MCTS with the game's evaluation (no budget of its own in issue 6). */
export const loreSearch: SearchTarget = { game: loreGame, evaluate };
