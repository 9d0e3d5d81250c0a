/**
 * Property tests: random full 2-player games with the starter decks end by the rules, never throw,
 * always offer a legal action, and replay exactly, under every ruleset — a thousand games a run
 * (the 3–4 player and whole-pool games are in the sibling files, so the three run in parallel).
 */
import { replay, toReplay } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../../definition.js';
import { playRandomly, starterGame } from '../../testing/play.js';

const RULESETS = ['cr-2.0.0', '2024', 'pack-rush'] as const;
/** Games per ruleset: most under the default ruleset. */
const RUNS = { 'cr-2.0.0': 500, '2024': 300, 'pack-rush': 200 } as const;
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
      { numRuns: RUNS[ruleset] },
    );
  });
});
