import { describe, expect, it } from 'vitest';
import { setupScenario } from '../index';
import { LANG, newGame, put } from './test-game';

describe('card language: player statics and durations that name the controller', () => {
  it('a static part with affectsPlayer changes a player-level characteristic of its controller only', () => {
    const game = newGame();
    const unit = put(game, 'unit', 1);
    const [ability] = LANG.compile([
      { kind: 'static', name: 'Deep Pockets', modifier: { mod: 'handSize', amount: 2 } },
    ]);
    expect(ability.kind).toBe('static');
    if (ability.kind !== 'static') return;
    expect(ability.affectsPlayer?.(game.ctx, unit, 1)).toBe(true);
    expect(ability.affectsPlayer?.(game.ctx, unit, 0)).toBe(false);
    expect(ability.affects).toBeUndefined();
    expect(
      LANG.say.ability({ kind: 'static', name: 'Deep Pockets', modifier: { mod: 'handSize', amount: 2 } }),
    ).toMatch(/maximum hand size is increased by 2/i);
  });

  it('a duration given as a function of the controller ends at the start of that player’s next turn', () => {
    const game = newGame();
    expect(LANG.env(game.ctx, { controller: 1, card: -1 }).duration('untilYourNextTurn')).toEqual({
      until: 'start-of-turn',
      player: 1,
    });
    expect(LANG.env(game.ctx, { controller: 0, card: -1 }).duration('untilYourNextTurn')).toEqual({
      until: 'start-of-turn',
      player: 0,
    });
    setupScenario(game, () => {});
    expect(LANG.env(game.ctx, { controller: 0, card: -1 }).duration('turn')).toEqual({
      until: 'end-of-turn',
    });
  });
});
