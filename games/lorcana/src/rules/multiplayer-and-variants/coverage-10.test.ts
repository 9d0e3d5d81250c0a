/** Pack Rush (CR 10.2): rules not covered elsewhere, one scenario each. */
import { apply, createGame } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../../definition.js';
import { starterIds } from '../../testing/play.js';
import { scenario } from '../../testing/scenario.js';

describe('CR 10.2 Pack Rush (coverage)', () => {
  it('CR 10.2.4 reaching 15 lore wins (20 under the default rules)', () => {
    const rush = scenario({ ruleset: 'pack-rush', players: [{ play: ['Maui - Demigod'], lore: 12 }, {}] });
    rush.quest('Maui - Demigod');
    expect(rush.game.state.status).toMatchObject({ over: true, winners: [0] });
    const cr = scenario({ players: [{ play: ['Maui - Demigod'], lore: 12 }, {}] });
    cr.quest('Maui - Demigod');
    expect(cr.game.state.status.over).toBe(false);
  });

  it('CR 10.2.5 running out of cards does not lose: the discard becomes the new facedown deck', () => {
    const t = scenario({
      ruleset: 'pack-rush',
      players: [{ filler: 0, discard: ['Stitch - New Dog', 'Olaf - Friendly Snowman'] }, {}],
    });
    t.endTurn();
    expect(t.game.state.players[0].out).toBe(false);
    t.endTurn();
    expect(t.count('discard', 0)).toBe(0);
    expect(t.count('deck', 0) + t.count('hand', 0)).toBe(2);
    for (const c of t.ctx.cards('deck', 0)) expect(t.ctx.card(c).faceDown).toBe(true);
  });

  it('CR 10.2.3 the starting hand is 5 cards (7 under the default rules)', () => {
    const hands = (ruleset?: string) => {
      const game = createGame(lorcana, {
        players: 2,
        decks: [starterIds('The Heart of Magic'), starterIds('A Steadfast Strategy')],
        seed: 3,
        ...(ruleset ? { ruleset } : {}),
      });
      while (game.state.decision)
        apply(game, { type: 'answer', player: game.state.decision.request.player, choice: [] });
      return [game.ctx.count('hand', 0), game.ctx.count('hand', 1)];
    };
    expect(hands('pack-rush')).toEqual([5, 5]);
    expect(hands()).toEqual([7, 7]);
  });
});
