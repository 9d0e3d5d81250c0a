/**
 * Property test: random games with random 60-card decks drawn from the whole card pool (every
 * implemented card, both editions) end, never get stuck, and replay exactly — 400 games a run.
 */
import { createGame, Random, replay, toReplay } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../cards/pool.js';
import { lorcana } from '../../definition.js';
import { playRandomly } from '../../testing/play.js';

const LIMIT = 20000;

describe('random self-play with random decks from the whole pool', () => {
  it('games with every implemented card end, never get stuck, and replay exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.constantFrom('cr-2.0.0', '2024'),
        (seed, ruleset) => {
          const random = new Random(seed);
          const deck = () => Array.from({ length: 60 }, () => cardPool[random.int(cardPool.length)].id);
          const game = createGame(lorcana, { players: 2, decks: [deck(), deck()], seed, ruleset });
          const n = playRandomly(game, seed, LIMIT, (legal) => expect(legal.length).toBeGreaterThan(0));
          expect(n).toBeLessThan(LIMIT);
          expect(game.over).toBe(true);
          const again = replay(lorcana, toReplay(game));
          expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
        },
      ),
      { numRuns: 400 },
    );
  });
});
