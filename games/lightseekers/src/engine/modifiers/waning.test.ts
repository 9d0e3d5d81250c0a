/** Decision L59: heals wane late in a game. */
import { apply } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { idsOf, scenario } from '../../testing/scenario.js';
import { Z } from '../table/catalog.js';
import { HEALTH } from '../table/removal.js';
import { WANING_EVERY, WANING_FROM, waning } from './waning.js';

/** Player 0 plays Rally (heal 2) at 20 health in the given turn of the game; returns their health after. */
function rallyAt(turn: number): number {
  const game = scenario([{ hero: 'kestrel-vane', hand: ['rally'], health: 20 }, {}]);
  (game.state.turn as { number: number }).number = turn;
  const card = idsOf(game, 0, Z.hand, 'rally')[0];
  apply(game, { type: 'play', player: 0, card });
  return game.state.players[0].counters[HEALTH] ?? 0;
}

describe('waning healing (L59)', () => {
  it('L59: a heal is whole before turn 40', () => {
    expect(rallyAt(1)).toBe(22);
    expect(rallyAt(WANING_FROM - 1)).toBe(22);
  });

  it('L59: from turn 40 every heal is 1 smaller, 2 smaller from turn 50, and never below nothing', () => {
    expect(rallyAt(WANING_FROM)).toBe(21);
    expect(rallyAt(WANING_FROM + WANING_EVERY - 1)).toBe(21);
    expect(rallyAt(WANING_FROM + WANING_EVERY)).toBe(20);
    expect(rallyAt(WANING_FROM + 5 * WANING_EVERY)).toBe(20);
  });

  it('L59: the waning counts every player’s turns', () => {
    const game = scenario([{}, {}]);
    (game.state.turn as { number: number }).number = 65;
    expect(waning(game.ctx)).toBe(3);
  });
});
