/**
 * `pnpm --filter @cardloom/tutorial-game sync-tutorial`: copies the package's source into the last
 * block of each file in docs/tutorial, after a change to the game. Earlier versions stay hand-written.
 * @module
 */
import { syncTutorial } from './tutorial-doc';

const changed = syncTutorial();
console.log(changed.length ? `updated ${changed.join(', ')}` : 'the tutorial already shows the source');
