/**
 * Issue 16 (c): the random property test with random legal decks (60 cards, at most two inks, at
 * most four copies, CR 1.10.1.1) drawn from the whole pool — hand-written and compiled cards —
 * ends, never gets stuck, and replays exactly. 100 games a run to keep CI modest
 * (`FULL_POOL_GAMES` raises it).
 */
import { createGame, Random, replay, toReplay } from '@cardloom/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LorcanaCard } from '../../cards/card.js';
import { fullPool } from '../../cards/full-pool.js';
import type { Ink } from '../../cards/vocabulary-refs.js';
import { validateDeck } from '../../decks/validate.js';
import { lorcana } from '../../definition.js';
import { playRandomly } from '../../testing/play.js';

const LIMIT = 20000;
const INKS: readonly Ink[] = ['Amber', 'Amethyst', 'Emerald', 'Ruby', 'Sapphire', 'Steel'];
const GAMES = Number(process.env.FULL_POOL_GAMES ?? 100);

/** Whether a deck may hold four copies (a printed limit such as The Glass Slipper's 2 is lower, CR 1.10.1.1). */
const fourAllowed = (c: LorcanaCard) =>
  !(c.abilities ?? []).some(
    (a) => a.kind === 'static' && 'anyNumberInDeck' in a.effect && (a.effect.max ?? 4) < 4,
  );

/** 15 distinct cards of two random inks, four copies each. */
function randomLegalDeck(random: Random): LorcanaCard[] {
  const a = INKS[random.int(6)];
  const b = INKS[random.int(6)];
  const fits = fullPool.filter((c) => c.inks.every((i) => i === a || i === b) && fourAllowed(c));
  const picked = new Set<LorcanaCard>();
  while (picked.size < 15) picked.add(fits[random.int(fits.length)]);
  return [...picked].flatMap((c) => [c, c, c, c]);
}

describe('random self-play with random legal decks from the whole compiled pool (issue 16)', () => {
  it('games end, never get stuck, and replay exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.constantFrom('cr-2.0.0', '2024'),
        (seed, ruleset) => {
          const random = new Random(seed);
          const decks = [randomLegalDeck(random), randomLegalDeck(random)];
          for (const deck of decks)
            expect(validateDeck(deck.map((card) => ({ card, count: 1 })))).toEqual([]);
          const ids = decks.map((d) => d.map((c) => c.id));
          const game = createGame(lorcana, { players: 2, decks: ids, seed, ruleset });
          const n = playRandomly(game, seed, LIMIT, (legal) => expect(legal.length).toBeGreaterThan(0));
          expect(n).toBeLessThan(LIMIT);
          expect(game.over).toBe(true);
          const again = replay(lorcana, toReplay(game));
          expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
        },
      ),
      { numRuns: GAMES },
    );
  });

  it("seed 115 — Peter Pan's Shadow grants Evasive to characters with Rush while Flotsam grants Rush: plays to the end", () => {
    for (const ruleset of ['cr-2.0.0', '2024']) {
      const random = new Random(115);
      const decks = [randomLegalDeck(random), randomLegalDeck(random)].map((d) => d.map((c) => c.id));
      const game = createGame(lorcana, { players: 2, decks, seed: 115, ruleset });
      expect(playRandomly(game, 115, LIMIT)).toBeLessThan(LIMIT);
      expect(game.over).toBe(true);
    }
  });
});
