/**
 * Issue 14: rules code keeps per-game caches in a typed context cache instead of casting the context to
 * add fields of its own.
 */
import { describe, expect, it } from 'vitest';
import { clone, createGame } from '../engine/engine';
import { skirmish, skirmishDeck } from '../testing/mini';
import { contextCache } from './context-cache';

const newGame = () =>
  createGame(skirmish('bag'), { players: 2, decks: [skirmishDeck(), skirmishDeck()], seed: 3 });

describe('contextCache: a value per game in progress, made on first use', () => {
  it('is made once per context, when first asked, and then kept', () => {
    let made = 0;
    const seen = contextCache((ctx) => ({ game: ctx.def.id, serial: ++made }));
    const game = newGame();
    expect(made).toBe(0);
    const first = seen.of(game.ctx);
    expect(first).toEqual({ game: 'skirmish-bag', serial: 1 });
    expect(seen.of(game.ctx)).toBe(first);
    expect(made).toBe(1);
  });

  it('a copy of the game starts without the value and makes its own; the original keeps its own', () => {
    const counter = contextCache(() => ({ n: 0 }));
    const game = newGame();
    counter.of(game.ctx).n = 5;
    const copy = clone(game);
    expect(counter.of(copy.ctx).n).toBe(0);
    counter.of(copy.ctx).n = 2;
    expect(counter.of(game.ctx).n).toBe(5);
  });

  it('two caches keep separate values on one context', () => {
    const a = contextCache(() => ['a']);
    const b = contextCache(() => ['b']);
    const game = newGame();
    expect([a.of(game.ctx), b.of(game.ctx)]).toEqual([['a'], ['b']]);
  });
});
