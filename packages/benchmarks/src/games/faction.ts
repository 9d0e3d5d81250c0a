/**
 * The faction game: random self-play with the first two ready decks (Ember Vanguard vs Tidewall),
 * standard ruleset.
 *
 * @module
 */
import type { SearchTarget } from '../suites/search';
import { cardloomPlayable } from './cardloom-playable';
import { factionPackage } from './workspace';

const { evaluate, faction, READY_DECKS, toKernelDeck } = factionPackage;

/** Faction, two players, the first two ready decks. */
export const factionGame = cardloomPlayable({
  id: 'faction',
  title: `Faction: random self-play, ${READY_DECKS[0].name} vs ${READY_DECKS[1].name}`,
  definition: faction,
  decks: () => [toKernelDeck(READY_DECKS[0]), toKernelDeck(READY_DECKS[1])],
});

/** Faction search: IS-MCTS with the game's evaluation (no budget of its own in issue 6). */
export const factionSearch: SearchTarget = { game: factionGame, evaluate };
