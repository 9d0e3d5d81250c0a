import { describe, expect, it } from 'vitest';
import { nextFirstPlayer } from './series.js';

describe('CR 2.1.3 series', () => {
  it('CR 2.1.3.1 in a two-game series the other player starts the second game', () => {
    expect(nextFirstPlayer({ first: 0, winner: 0 }, 'two-game')).toBe(1);
    expect(nextFirstPlayer({ first: 1, winner: 0 }, 'two-game')).toBe(0);
  });
  it('CR 2.1.3.2 in a best-of-N series the loser chooses to play or draw', () => {
    expect(nextFirstPlayer({ first: 0, winner: 0 }, 'best-of')).toBe(1);
    expect(nextFirstPlayer({ first: 0, winner: 0 }, 'best-of', true)).toBe(0);
  });
});
