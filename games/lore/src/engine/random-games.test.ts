import { apply, clone, createGame, legalActions, Random, replay, toReplay, viewFor } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickDecks, playRandom } from '../testing/random-play.js';
import { lore } from './definition.js';
import { Z } from './state/keys.js';
import { deckList } from './turn/setup.js';

describe('Lore: random full games with the ready decks', () => {
  it('end, never throw, never get stuck, and replay exactly (both rulesets)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('lore-1922', 'reset-all'),
        (seed, ruleset) => {
          const { game, stuck } = playRandom(seed, undefined, ruleset);
          expect(stuck).toBe(false);
          expect(game.over).toBe(true);
          expect(game.state.status.reason).toMatch(/^(sanity|empty-lexicon|card)$/);
          const again = replay(game.definition, toReplay(game));
          expect(again.state).toEqual(game.state);
        },
      ),
      { numRuns: 16 },
    );
  });

  it('every listed legal action is accepted, at every point of random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const random = new Random(seed);
        const game = createGame(lore, { players: 2, decks: pickDecks(seed).map(deckList), seed });
        for (let i = 0; i < 120 && !game.over; i++) {
          const legal = legalActions(game);
          expect(legal.length).toBeGreaterThan(0);
          for (const action of legal) expect(() => apply(clone(game), action)).not.toThrow();
          apply(game, legal[random.int(legal.length)]);
        }
      }),
      { numRuns: 4 },
    );
  });

  it('views hide hidden cards at every point of random games: opponents’ hands and tomes, every lexicon', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const random = new Random(seed);
        const game = createGame(lore, { players: 2, decks: pickDecks(seed).map(deckList), seed });
        game.recordEvents = false;
        for (let i = 0; i < 400 && !game.over; i++) {
          if (i % 10 === 0) {
            for (const viewer of [0, 1]) {
              for (const zone of viewFor(game, viewer).zones) {
                const hidden =
                  zone.zone === Z.lexicon ||
                  (zone.owner !== viewer && [Z.hand, Z.tome, Z.grimoire].includes(zone.zone as never));
                if (!hidden) continue;
                // The count is public; no identity is.
                expect(zone.count).toBe(game.ctx.count(zone.zone, zone.owner));
                expect((zone.cards ?? []).filter((card) => card.def !== undefined)).toEqual([]);
              }
            }
          }
          const legal = legalActions(game);
          apply(game, legal[random.int(legal.length)]);
        }
      }),
      { numRuns: 6 },
    );
  });

  it('views never name a card in an opponent’s hand, lexicon or tome', () => {
    const { game } = playRandom(11, undefined, 'lore-1922', 150);
    for (const viewer of [0, 1]) {
      for (const zone of viewFor(game, viewer).zones) {
        if (zone.owner === viewer || ![Z.hand, Z.lexicon, Z.tome, Z.grimoire].includes(zone.zone as never))
          continue;
        for (const card of zone.cards ?? []) expect(card.def).toBeUndefined();
      }
    }
  });
});
