/**
 * Property tests: random 3- and 4-player games with the starter decks (CR 9), free-for-all under both
 * editions and simultaneous team turns, end with one winner (or winning team), never throw, always
 * offer a legal action, and replay exactly — 500 games a run.
 */
import { replay, toReplay } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../../definition.js';
import { playRandomly, starterGame } from '../../testing/play.js';

const RULESETS = ['cr-2.0.0', '2024'] as const;
const LIMIT = 20000;

describe('random multiplayer self-play (CR 9)', () => {
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
      { numRuns: 100 },
    );
  });

  it.each([3, 4])('CR 9: %i-player games end with one winner, and replay', (players) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.constantFrom(...RULESETS), (seed, ruleset) => {
        const game = starterGame(seed, players, ruleset);
        const n = playRandomly(game, seed, LIMIT, (legal) => expect(legal.length).toBeGreaterThan(0));
        expect(n).toBeLessThan(LIMIT);
        expect(game.over).toBe(true);
        expect(game.state.status.winners.length).toBe(1);
        const again = replay(lorcana, toReplay(game));
        expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
      }),
      { numRuns: 150 },
    );
  });
});
