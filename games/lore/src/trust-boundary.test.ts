/**
 * Issue 13 in lore: during random play, every view hides the identities of cards its viewer may not
 * see (permuting them leaves the view identical), events sent to each seat name no hidden card by id,
 * listed actions are frozen, an edited copy of a listed action is refused with the state unchanged, and a
 * save made along the way restores to the same state.
 */
import { checkBoundaryOverRandomGames, checkViewsOverRandomGames } from '@cardloom/core/testing';
import { describe, expect, it } from 'vitest';
import { loreModule } from './module.js';

describe('issue 13: the trust boundary holds in random lore games', () => {
  it('views, events, edited actions and saves (issue 13.6) over whole random games (several seeds and seat counts)', () => {
    expect(checkBoundaryOverRandomGames(loreModule)).toBeGreaterThan(100);
  });

  it('no view of any seat names a hidden card, over at least 25,000 views of random games', () => {
    expect(checkViewsOverRandomGames(loreModule, 25_000)).toBeGreaterThanOrEqual(25_000);
  });
});
