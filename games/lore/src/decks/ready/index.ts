/**
 * Ready-to-play lexicons of different strategies.
 *
 * @module
 */
import type { Lexicon } from '../lexicon.js';
import { drownedChoir } from './drowned-choir.js';
import { redHunger } from './red-hunger.js';
import { starLibrary } from './star-library.js';

export { drownedChoir, redHunger, starLibrary };

/** Every ready deck, by a short key (for the CLI). */
export const READY_DECKS: Readonly<Record<string, Lexicon>> = {
  'drowned-choir': drownedChoir,
  'red-hunger': redHunger,
  'star-library': starLibrary,
};
