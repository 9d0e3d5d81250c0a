/**
 * The faction game: random self-play with the first two ready decks (Ember Vanguard vs Tidewall),
 * standard ruleset.
 *
 * @module
 */
import { cardloomPlayable } from './cardloom-playable';
import { factionPackage } from './workspace';

const { faction, READY_DECKS, toKernelDeck } = factionPackage;

/** Faction, two players, the first two ready decks. */
export const factionGame = cardloomPlayable({
  id: 'faction',
  title: `Faction: random self-play, ${READY_DECKS[0].name} vs ${READY_DECKS[1].name}`,
  definition: faction,
  decks: () => [toKernelDeck(READY_DECKS[0]), toKernelDeck(READY_DECKS[1])],
});
