/** Log lines and the evaluation. */
import { apply, legalActions } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { idsOf, scenario } from '../../testing/scenario.js';
import { Z } from '../table/catalog.js';
import { evaluate } from './evaluate.js';
import { describeAction, describeEvent } from './log.js';

describe('log lines', () => {
  it('describe actions with card and player names', () => {
    const game = scenario([
      {
        hero: 'kestrel-vane',
        hand: ['tidal-crash', 'maelstrom', 'healing-rain'],
        items: ['stormcaller-staff'],
      },
      {},
    ]);
    const lines = legalActions(game).map((a) => describeAction(game, a));
    expect(lines).toContain('Player 1 plays Tidal Crash at Player 2');
    expect(lines).toContain('Player 1 plays the combo Maelstrom at Player 2');
    expect(lines).toContain("Player 1 uses Stormcaller Staff's Bolt at Player 2");
    expect(lines).toContain('Player 1 ends their actions');
  });

  it('describe events, hiding what the viewer may not see', () => {
    const game = scenario([{ hero: 'kestrel-vane', hand: ['tidal-crash'] }, {}]);
    const card = idsOf(game, 0, Z.hand, 'tidal-crash')[0];
    const { events } = apply(game, { type: 'play', player: 0, card, target: 1 });
    const lines = events.map((e) => describeEvent(game, e)).filter(Boolean);
    expect(lines).toContain('Player 2 health 28 → 25');
    expect(lines).toContain('Tidal Crash: limbo → discard (play)');
    const turn = apply(game, { type: 'end-actions', player: 0 }).events;
    const draws = turn.filter((e) => e.type === 'moved' && e.cause === 'draw');
    expect(draws.length).toBeGreaterThan(0);
    expect(describeEvent(game, draws[0], 1)).toBe('Player 1 draws a card');
  });

  it('Lightseekers 4.3.5 (issue 20): the player who discards a card is the one named revealing it', () => {
    const game = scenario([
      { hero: 'vharok-the-hollow', hand: ['nightfall-thief'] },
      { hero: 'brunhild-cinderheart', hand: ['jab'] },
    ]);
    const card = idsOf(game, 0, Z.hand, 'nightfall-thief')[0];
    const { events } = apply(game, { type: 'play', player: 0, card, target: 1 });
    const reveals = events.filter((e) => e.type === 'revealed');
    expect(reveals).toHaveLength(1);
    expect(describeEvent(game, reveals[0])).toBe('Player 2 reveals Jab');
  });

  it('evaluate prefers more health than the opponents', () => {
    const ahead = scenario([{ health: 20 }, { health: 5 }]);
    expect(evaluate(ahead, 0)).toBeGreaterThan(evaluate(ahead, 1));
  });
});
