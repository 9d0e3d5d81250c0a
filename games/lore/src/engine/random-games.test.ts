import { replay, toReplay, viewFor } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playRandom } from '../testing/random-play.js';
import { Z } from './keys.js';

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
