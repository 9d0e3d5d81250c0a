/**
 * Issue 13 in lorcana: during random play, every view hides the identities of cards its viewer may not
 * see (permuting them leaves the view identical), events sent to each seat name no hidden card by id,
 * listed actions are frozen, and an edited copy of a listed action is refused with the state unchanged.
 */
import { apply, createGame, legalActions, Random } from '@cardloom/core';
import { checkBoundaryAndStep, checkViewsNameNoHidden } from '@cardloom/core/testing';
import { describe, expect, it } from 'vitest';
import { lorcanaModule } from './module.js';

describe('issue 13: the trust boundary holds in random lorcana games', () => {
  it('views, events and edited actions over whole random games (several seeds and seat counts)', () => {
    let steps = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const players =
        lorcanaModule.players.min + (seed % (lorcanaModule.players.max - lorcanaModule.players.min + 1));
      const decks = Array.from(
        { length: players },
        (_, seat) => lorcanaModule.decks[seat % lorcanaModule.decks.length].cards,
      );
      const game = createGame(lorcanaModule.definition, { players, decks, seed });
      game.recordEvents = false;
      const random = new Random(seed * 7919);
      for (let i = 0; i < 400 && !game.over; i++) {
        // Every fifth state is checked in full (a view permutation per seat costs a copy of the game).
        if (i % 5 === 0) {
          checkBoundaryAndStep(game, random);
          steps++;
        } else apply(game, random.pick(legalActions(game)));
      }
    }
    expect(steps).toBeGreaterThan(100);
  });

  it('no view of any seat names a hidden card, over at least 25,000 views of random games', () => {
    let views = 0;
    for (let seed = 100; views < 25_000 && seed < 1_000; seed++) {
      const players =
        lorcanaModule.players.min + (seed % (lorcanaModule.players.max - lorcanaModule.players.min + 1));
      const decks = Array.from(
        { length: players },
        (_, seat) => lorcanaModule.decks[(seat + seed) % lorcanaModule.decks.length].cards,
      );
      const game = createGame(lorcanaModule.definition, { players, decks, seed });
      game.recordEvents = false;
      const random = new Random(seed);
      for (let i = 0; i < 2_000 && !game.over; i++) {
        views += checkViewsNameNoHidden(game);
        apply(game, random.pick(legalActions(game)));
      }
    }
    expect(views).toBeGreaterThanOrEqual(25_000);
  });
});
