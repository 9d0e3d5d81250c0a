/**
 * Property tests: random full games with the starter decks end by the rules, never throw, always
 * offer a legal action, and replay exactly — 2, 3 and 4 players, under every ruleset.
 */
import { createGame, Random, replay, toReplay } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardPool } from '../cards/pool.js';
import { lorcana } from '../definition.js';
import { playRandomly, starterGame } from '../testing/play.js';

const RULESETS = ['cr-2.0.0', '2024', 'pack-rush'] as const;
const LIMIT = 20000;

describe('random self-play (CR 2.3.3: a game ends by lore, deck-out or being the last player)', () => {
  it.each(RULESETS)('%s: 2-player games end, never get stuck, and replay exactly', (ruleset) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 0, max: 2 }), (seed, offset) => {
        const game = starterGame(seed, 2, ruleset, offset);
        const n = playRandomly(game, seed, LIMIT, (legal) => expect(legal.length).toBeGreaterThan(0));
        expect(n).toBeLessThan(LIMIT);
        expect(game.over).toBe(true);
        expect(['lore', 'deck-out']).toContain(game.state.status.reason);
        expect(game.state.status.winners.length).toBe(1);
        const again = replay(lorcana, toReplay(game));
        expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
      }),
      { numRuns: ruleset === 'cr-2.0.0' ? 20 : 10 },
    );
  });

  it.each([
    [3, [0, 0, 1]],
    [4, [0, 1, 0, 1]],
  ])('CR 9.3: %i-player simultaneous team turns end with one winning team, and replay', (players, teams) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const game = starterGame(seed, players, 'team-turns', 0, lorcana, teams);
        const n = playRandomly(game, seed, LIMIT, (legal) => expect(legal.length).toBeGreaterThan(0));
        expect(n).toBeLessThan(LIMIT);
        expect(game.over).toBe(true);
        const winnerTeams = new Set(game.state.status.winners.map((p) => teams[p]));
        expect(winnerTeams.size).toBe(1);
        const again = replay(lorcana, toReplay(game));
        expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
      }),
      { numRuns: 5 },
    );
  });

  it.each([3, 4])('CR 9: %i-player games end with one winner', (players) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.constantFrom(...RULESETS.slice(0, 2)),
        (seed, ruleset) => {
          const game = starterGame(seed, players, ruleset);
          const n = playRandomly(game, seed, LIMIT);
          expect(n).toBeLessThan(LIMIT);
          expect(game.over).toBe(true);
          expect(game.state.status.winners.length).toBe(1);
        },
      ),
      { numRuns: 5 },
    );
  });
});

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
      { numRuns: 30 },
    );
  });
});
