/**
 * The ready decks, one per file.
 * @module
 */
import type { FactionDeck } from '../deck';
import { emberVanguard } from './ember-vanguard';
import { groveEternal } from './grove-eternal';
import { guildWorks } from './guild-works';
import { pyreRaiders } from './pyre-raiders';
import { tidewall } from './tidewall';

export { emberVanguard, groveEternal, guildWorks, pyreRaiders, tidewall };

/** Every ready deck; the first four are one per faction. */
export const READY_DECKS: readonly FactionDeck[] = [
  emberVanguard,
  tidewall,
  groveEternal,
  guildWorks,
  pyreRaiders,
];
