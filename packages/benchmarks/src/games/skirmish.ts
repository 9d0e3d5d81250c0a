/**
 * The kernel's own small test game (Skirmish, from `@cardloom/core/testing`): triggered abilities under
 * the bag policy, a replacement effect, a static modifier, "may" and target decisions, hidden hands.
 * Not a real game, but it measures the kernel's machinery before the real games land.
 *
 * @module
 */
import { skirmish, skirmishDeck } from '@cardloom/core/testing';
import { cardloomPlayable } from './cardloom-playable';

/** Skirmish (bag policy), two players, the standard 20-card deck each. */
export const skirmishGame = cardloomPlayable({
  id: 'skirmish',
  title: 'Kernel test game (Skirmish, bag policy): random self-play',
  definition: skirmish('bag'),
  decks: () => [skirmishDeck(), skirmishDeck()],
});
