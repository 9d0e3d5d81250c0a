import { describe, expect, it } from 'vitest';
import { createGame, setupScenario } from '../engine/engine';
import { bareGame } from '../engine/test-games';
import { bagPolicy } from '../rules/policies';

const def = bareGame({ policy: bagPolicy(), cards: [] });
const deck = Array.from({ length: 8 }, () => 'x1');

describe('ctx.isOpponent agrees with ctx.opponents (teams, players out)', () => {
  it('is true exactly for the players opponents() lists', () => {
    const game = createGame(def, {
      players: 4,
      teams: [0, 1, 0, 1],
      decks: [deck, deck, deck, deck],
      seed: 1,
    });
    const check = () => {
      for (let p = 0; p < 4; p++)
        for (let q = 0; q < 4; q++) expect(game.ctx.isOpponent(p, q)).toBe(game.ctx.opponents(p).includes(q));
    };
    check();
    expect(game.ctx.isOpponent(0, 1)).toBe(true);
    expect(game.ctx.isOpponent(0, 2)).toBe(false);
    // A player who has left the game is nobody's opponent any more.
    setupScenario(game, (ctx) => ctx.lose(3, 'concede'));
    check();
    expect(game.ctx.isOpponent(0, 3)).toBe(false);
  });
});
