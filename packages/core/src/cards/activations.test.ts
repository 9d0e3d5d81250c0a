import { describe, expect, it } from 'vitest';
import { apply, type Game, legalActions } from '../index';
import { answer, LANG, newGame, points, put } from './test-game';

/** The indices of the activations player 0 may take on `card` now. */
function listed(game: Game, card: number): unknown[] {
  return legalActions(game)
    .filter((a) => a.type === 'activate' && a.card === card)
    .map((a) => a.index);
}

describe('card language: activation costs', () => {
  it('a cost part sees the rest of its cost: a unit tapped to pay it cannot also be sacrificed to pay it', () => {
    const game = newGame(['altar', 'pyre']);
    const altar = put(game, 'altar');
    expect(listed(game, altar)).toEqual([]); // the altar taps: only another unit could be sacrificed
    const pyre = put(game, 'pyre');
    expect(listed(game, pyre)).toEqual([0]); // nothing else taps: the pyre may sacrifice itself
    expect(listed(game, altar)).toEqual([0]);
    apply(game, { type: 'activate', player: 0, card: altar, index: 0 });
    expect(game.state.decision).toBeNull(); // one unit could pay: no question
    expect([game.ctx.isIn(pyre, 'discard'), game.ctx.isIn(altar, 'play'), points(game)]).toEqual([
      true,
      true,
      2,
    ]);
    expect(LANG.say.cost({ tap: true, sacrifice: 1 })).toBe('Tap this unit, sacrifice 1 unit');
  });

  it('a card cost part is asked as a card choice, and cards an earlier part of the payment took are not offered again', () => {
    const game = newGame(['idol']);
    const idol = put(game, 'idol');
    expect(listed(game, idol)).toEqual([0]); // each part alone can be paid with the idol
    const unit = put(game, 'unit');
    apply(game, { type: 'activate', player: 0, card: idol, index: 0 });
    const asked = game.state.decision?.request;
    expect([asked?.kind, asked?.prompt, asked?.options]).toEqual(['cards', 'Brand a unit', [idol, unit]]);
    answer(game, [unit]);
    // The branded unit was taken by the first part: only the idol is left to sacrifice (no question).
    expect(game.state.decision).toBeNull();
    expect([game.ctx.counter(unit, 'brand'), game.ctx.isIn(idol, 'discard'), points(game)]).toEqual([1, true, 3]);
  });

  it('a card cost part with no prompt of its own asks with its words', () => {
    const game = newGame(['pyre', 'pyre']);
    const pyre = put(game, 'pyre');
    put(game, 'pyre');
    apply(game, { type: 'activate', player: 0, card: pyre, index: 0 });
    expect(game.state.decision?.request.prompt).toBe('Choose to pay: sacrifice 1 unit');
  });
});
