import { setupScenario } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario';
import { mainOf } from './board';
import { evaluate } from './evaluate';
import { C } from './keys';

describe('Faction: evaluate', () => {
  it('is symmetric at the start and rewards victory tokens, board and health', () => {
    const game = scenario({ seats: [{}, {}] });
    expect(evaluate(game, 0)).toBe(0);
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 0), C.victory, 1));
    expect(evaluate(game, 0)).toBeGreaterThan(0);
    expect(evaluate(game, 1)).toBeLessThan(0);
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 0), C.damage, 11));
    expect(evaluate(game, 0)).toBeLessThan(0);
  });

  it('is ±1000 once the game is decided', () => {
    const game = scenario({ seats: [{}, {}] });
    setupScenario(game, (ctx) => ctx.setCounter(mainOf(ctx, 1), C.damage, 12));
    expect(game.over).toBe(true);
    expect(evaluate(game, 0)).toBe(1000);
    expect(evaluate(game, 1)).toBe(-1000);
  });
});
