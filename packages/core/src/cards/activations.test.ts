import { describe, expect, it } from 'vitest';
import { type Action, apply, type Game, legalActions } from '../index';
import { NoSuchAbilityError } from './activations';
import { ABILITIES, answer, cast, hand, LANG, newGame, points, put } from './test-game';

/** The activations player 0 may take on `card` now. */
function activations(game: Game, card: number): Action[] {
  return legalActions(game).filter((a) => a.type === 'activate' && a.card === card);
}

/** The indices of the activations player 0 may take on `card` now. */
function listed(game: Game, card: number): unknown[] {
  return activations(game, card).map((a) => a.index);
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

describe('card language: the activation runner', () => {
  it('an ability with a “while” condition is offered only while it holds, and reads so', () => {
    const game = newGame(['shrine']);
    const shrine = put(game, 'shrine');
    expect(listed(game, shrine)).toEqual([]); // no one leads at 0–0
    cast(game, [{ do: 'gain', n: 1 }]);
    expect(listed(game, shrine)).toEqual([0]);
    expect(LANG.say.ability(ABILITIES.shrine[0])).toBe(
      'Prayer — Only while you have the most points. Free: gain 1 point.',
    );
  });

  it('use for free: offered after the paid use where an effect allows it, paying only what the hook keeps; one once-per-turn count for both', () => {
    const game = newGame();
    const well = put(game, 'well');
    expect(activations(game, well).filter((a) => a.index === 0)).toEqual([]); // no point to pay
    game.ctx.setVar('freeUse', 'Draw Water');
    expect(activations(game, well).filter((a) => a.index === 0)).toEqual([
      { type: 'activate', player: 0, card: well, index: 0, free: true },
    ]);
    apply(game, { type: 'activate', player: 0, card: well, index: 0, free: true });
    expect([points(game), hand(game), game.ctx.card(well).tapped]).toEqual([0, 3, true]);
    game.ctx.setTapped(well, false);
    expect(listed(game, well)).toEqual([1, 2]); // once per turn, whether paid for or free
  });

  it('an ability another card gives is offered per giver, counted once per turn per giver, and gone with the giver', () => {
    const game = newGame(['mentor', 'mentor']);
    const unit = put(game, 'unit');
    expect(activations(game, unit)).toEqual([]);
    const first = put(game, 'mentor');
    const second = put(game, 'mentor');
    expect(activations(game, unit).map((a) => a.grantedBy)).toEqual([first, second]);
    apply(game, { type: 'activate', player: 0, card: unit, index: 0, grantedBy: first });
    expect(points(game)).toBe(1);
    game.ctx.setTapped(unit, false);
    expect(activations(game, unit).map((a) => a.grantedBy)).toEqual([second]);
    game.ctx.move(second, 'discard', 0);
    expect(activations(game, unit)).toEqual([]);
    expect(() => LANG.activate(game.ctx, 0, { card: unit, index: 0, grantedBy: second })).toThrow(
      NoSuchAbilityError,
    );
  });

  it('a keyword stands for an activated ability: offered at index -1 with its cost and once-per-turn limit', () => {
    const game = newGame();
    const unit = put(game, 'unit');
    game.ctx.addCounter(unit, 'surge', 2);
    expect(listed(game, unit)).toEqual([]); // Surge 2 costs 2 points
    cast(game, [{ do: 'gain', n: 2 }]);
    expect(listed(game, unit)).toEqual([-1]);
    apply(game, { type: 'activate', player: 0, card: unit, index: -1 });
    expect([points(game), hand(game)]).toEqual([0, 3]);
    cast(game, [{ do: 'gain', n: 2 }]);
    expect(listed(game, unit)).toEqual([]); // once per turn
  });
});
