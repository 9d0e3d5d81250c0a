import { apply, createGame, legalActions, Random } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickDecks } from '../../testing/random-play.js';
import { lore } from '../definition.js';
import { Z } from '../state/keys.js';
import { loreCard } from '../state/queries.js';
import { deckList } from '../turn/setup.js';
import { canPayCosts, costParts } from './costs.js';

describe('Lore Steps b, c: paying costs', () => {
  it('the quick payability check agrees with the kernel’s canPay over every part, at every point of random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const random = new Random(seed);
        const game = createGame(lore, { players: 2, decks: pickDecks(seed).map(deckList), seed });
        game.recordEvents = false;
        let checked = 0;
        for (let i = 0; i < 300 && !game.over; i++) {
          const ctx = game.ctx;
          for (const p of [0, 1]) {
            for (const card of [...ctx.cards(Z.hand, p), ...ctx.cards(Z.play, p)]) {
              const lore = loreCard(ctx, card);
              const costs: [typeof lore.cost, typeof lore.additionalCost][] = [
                [lore.cost, lore.additionalCost],
              ];
              for (const a of lore.abilities) if (a.kind === 'activated') costs.push([undefined, a.cost]);
              for (const [magick, other] of costs) {
                expect(canPayCosts(ctx, p, card, magick, other)).toBe(
                  ctx.canPay(costParts(magick, other), p, card),
                );
                checked++;
              }
            }
          }
          const legal = legalActions(game);
          apply(game, legal[random.int(legal.length)]);
        }
        expect(checked).toBeGreaterThan(0);
      }),
      { numRuns: 4 },
    );
  });
});
