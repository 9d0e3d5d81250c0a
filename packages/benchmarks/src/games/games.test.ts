import { describe, expect, it } from 'vitest';
import { midGame, playRandom } from '../suites/selfplay';
import { GAMES } from './index';

describe('measured games: random self-play through the public API', () => {
  for (const { game } of GAMES) {
    it(`${game.id}: a seeded random game ends, the same way twice, and its mid-game state offers a choice`, () => {
      const first = playRandom(game, 1);
      expect(game.isOver(first.final)).toBe(true);
      expect(first.actions).toBeGreaterThan(0);
      expect(playRandom(game, 1).actions).toBe(first.actions);
      const mid = midGame(game, 1);
      expect(game.isOver(mid)).toBe(false);
      expect(game.legalActions(mid).length).toBeGreaterThanOrEqual(2);
    });
  }
});
