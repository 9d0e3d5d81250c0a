import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../index';
import { NoSuchAbilityError } from './activations';
import { UnknownWordError } from './erased';
import { LANG, newGame, put, type TestNouns } from './test-game';
import type { Step } from './types';

describe('card language: bad input gets a typed error naming the problem', () => {
  it('a step naming a verb the language lacks (data the types did not check) fails with UnknownWordError', () => {
    const game = newGame();
    const bad = JSON.parse('{"do":"explode"}') as Step<TestNouns, typeof LANG.verbs>;
    const before = JSON.stringify(game.state);
    expect(() => LANG.run(game.ctx, [bad], { controller: 0, card: -1 })).toThrow(UnknownWordError);
    expect(() => LANG.say.step(bad)).toThrow("cards: unknown verb 'explode'");
    expect(JSON.stringify(game.state)).toBe(before);
  });

  it('activating an ability a card does not have fails with NoSuchAbilityError and pays nothing', () => {
    const game = newGame();
    const well = put(game, 'well');
    expect(() => LANG.activate(game.ctx, 0, { card: well, index: 5 })).toThrow(NoSuchAbilityError);
    expect(game.ctx.card(well).tapped).toBe(false);
    expect(legalActions(game).some((a) => a.type === 'activate')).toBe(true);
    expect(() => apply(game, { type: 'activate', player: 0, card: well, index: 0 })).toThrow(/not legal/);
  });
});
