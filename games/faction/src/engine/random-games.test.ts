import { replay, toReplay, viewFor } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playRandom } from '../testing/random-play';

describe('Faction: random full games (2–4 players, both rulesets)', () => {
  it('end, never throw, never get stuck, and replay exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom('standard', 'conquest'),
        (seed, players, ruleset) => {
          const { game, stuck } = playRandom(seed, players, ruleset);
          expect(stuck).toBe(false);
          expect(game.over).toBe(true);
          expect(game.state.status.reason).toMatch(/^(main-character|victory-tokens|round-limit)$/);
          const again = replay(game.definition, toReplay(game));
          expect(again.state).toEqual(game.state);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('views never name a card in an opponent hand or deck', () => {
    const { game } = playRandom(7, 3, 'standard', 300);
    for (let viewer = 0; viewer < 3; viewer++) {
      const view = viewFor(game, viewer);
      for (const zone of view.zones) {
        if (zone.owner === viewer || (zone.zone !== 'hand' && zone.zone !== 'deck')) continue;
        for (const card of zone.cards ?? []) expect(card.def).toBeUndefined();
      }
    }
  });
});
