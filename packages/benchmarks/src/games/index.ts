/**
 * The cardloom games the suite measures, in report order: each gets a self-play section and a search
 * section.
 *
 * @module
 */
import type { SearchTarget } from '../suites/search';
import { factionSearch } from './faction';
import { lightseekersSearch } from './lightseekers';
import { lorcanaSearch } from './lorcana';
import { loreSearch } from './lore';
import { skirmishGame } from './skirmish';

/** Every measured game with its search settings. */
export const GAMES: readonly SearchTarget[] = [
  lorcanaSearch,
  loreSearch,
  lightseekersSearch,
  factionSearch,
  { game: skirmishGame },
];
