import { describe, expect, it } from 'vitest';
import { newTrivialClock, playCardloomTimed } from './cardloom';
import { IMPLEMENTATIONS, PLAIN } from './implementations';
import { DECK_SIZE, dealDecks, MAX_POWER, winnerOf } from './spec';

const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);

describe('trivial game (issue 6): every implementation plays the same game for the same seed', () => {
  for (const impl of IMPLEMENTATIONS.filter((i) => i !== PLAIN)) {
    it(`${impl.label} matches the plain loop's final scores and move counts`, () => {
      for (const seed of SEEDS) expect(impl.play(seed), `seed ${seed}`).toEqual(PLAIN.play(seed));
    });
  }
});

describe('trivial game, timed per kernel call (issue 6: where the framework tax goes)', () => {
  it('the timed game is the same game: one createGame, a legalActions per move, plays and end-turns adding up', () => {
    for (const seed of SEEDS) {
      const clock = newTrivialClock();
      playCardloomTimed(seed, clock);
      const { moves } = PLAIN.play(seed);
      expect(clock.games).toBe(1);
      expect(clock.legalCalls).toBe(moves);
      expect(clock.plays + clock.endTurns).toBe(moves);
      // One end-turn closes each of the 60 turns; the next draw step finds the deck empty and ends the game.
      expect(clock.endTurns).toBe(2 * DECK_SIZE);
    }
  });
});

describe('trivial game rules (issue 6)', () => {
  it('deals two decks of six cards of each power 1–5, shuffled differently per seed', () => {
    const [a, b] = dealDecks(7);
    for (const deck of [a, b]) {
      expect(deck).toHaveLength(DECK_SIZE);
      for (let power = 1; power <= MAX_POWER; power++)
        expect(deck.filter((c) => c === power)).toHaveLength(DECK_SIZE / MAX_POWER);
    }
    expect(a).not.toEqual(b);
    expect(dealDecks(8)[0]).not.toEqual(a);
  });

  it('ends when a deck runs out: 60 turns, each closed by one pass, with at most 60 plays', () => {
    for (const seed of SEEDS) {
      const { moves } = PLAIN.play(seed);
      expect(moves).toBeGreaterThanOrEqual(2 * DECK_SIZE);
      expect(moves).toBeLessThanOrEqual(4 * DECK_SIZE);
    }
  });

  it('the higher score wins; equal scores draw', () => {
    expect(winnerOf({ scores: [10, 9], moves: 0 })).toBe(0);
    expect(winnerOf({ scores: [9, 10], moves: 0 })).toBe(1);
    expect(winnerOf({ scores: [9, 9], moves: 0 })).toBeNull();
  });

  it('different seeds give different games', () => {
    const results = SEEDS.map((s) => PLAIN.play(s));
    expect(new Set(results.map((r) => `${r.scores}:${r.moves}`)).size).toBeGreaterThan(SEEDS.length / 2);
  });
});
