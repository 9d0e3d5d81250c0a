import { describe, expect, it } from 'vitest';
import { setupScenario } from '../index';
import { LANG, logOf, newGame, put } from './test-game';

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

describe('card language: a resolution follows the cards it moves itself (MTG 400.7 exception)', () => {
  it('a bound card this effect moved is still "that card" for the effect’s later steps', () => {
    const game = newGame();
    const a = put(game, 'unit', 0);
    setupScenario(game, (ctx) =>
      LANG.run(ctx, [{ do: 'bounce', target: 'self' }, { do: 'noteBound' }], {
        controller: 0,
        card: a,
        objects: [ctx.objectOf(a)],
      }),
    );
    expect(game.ctx.zoneOf(a)).toBe('hand');
    expect(logOf(game.ctx)).toEqual(['bound:yes']);
  });

  it('a bound card something else moved is a new object for the effect', () => {
    const game = newGame();
    const a = put(game, 'unit', 0);
    const objects = [game.ctx.objectOf(a)];
    setupScenario(game, (ctx) => ctx.move(a, 'hand', 0));
    setupScenario(game, (ctx) => LANG.run(ctx, [{ do: 'noteBound' }], { controller: 0, card: a, objects }));
    expect(logOf(game.ctx)).toEqual(['bound:no']);
  });
});
