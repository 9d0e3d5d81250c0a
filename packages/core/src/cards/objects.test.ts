import { describe, expect, it } from 'vitest';
import { setupScenario } from '../index';
import { LANG, newGame, put } from './test-game';

describe('card language: the objects a triggered ability refers to (CR 6.1.11.1)', () => {
  it('env.isBound: a bound card is "that card" until it changes zones; unbound cards are not judged', () => {
    const game = newGame();
    const a = put(game, 'unit', 0);
    const b = put(game, 'unit', 1);
    const source = { controller: 0, card: a, objects: [game.ctx.objectOf(a)] };
    expect(LANG.env(game.ctx, source).isBound(a)).toBe(true);
    expect(LANG.env(game.ctx, source).isBound(b)).toBe(true);
    setupScenario(game, (ctx) => ctx.move(a, 'hand', 0));
    expect(LANG.env(game.ctx, source).isBound(a)).toBe(false);
    // Back in play it is a new object all the same.
    setupScenario(game, (ctx) => ctx.move(a, 'play', 0));
    expect(LANG.env(game.ctx, source).isBound(a)).toBe(false);
  });

  it('without bound objects (an ability that did not trigger) nothing is judged', () => {
    const game = newGame();
    const a = put(game, 'unit', 0);
    setupScenario(game, (ctx) => ctx.move(a, 'hand', 0));
    expect(LANG.env(game.ctx, { controller: 0, card: a }).isBound(a)).toBe(true);
  });
});
