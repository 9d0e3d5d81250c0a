/** Pack Rush (CR 10.2): rules not covered elsewhere, one scenario each. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';

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
});
