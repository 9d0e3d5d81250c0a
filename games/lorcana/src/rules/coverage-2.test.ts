/** Game stages (CR 2): rules not covered elsewhere, one scenario each. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../testing/scenario.js';

describe('CR 2 game stages (coverage)', () => {
  it('CR 2.3.3.1 a player with 20 or more lore wins', () => {
    const t = scenario({ players: [{ play: ['Olaf - Friendly Snowman'], lore: 19 }, {}] });
    expect(t.game.state.status.over).toBe(false);
    t.quest('Olaf - Friendly Snowman');
    expect(t.game.state.status).toMatchObject({ over: true, winners: [0] });
  });

  it('CR 2.3.3.2 a player who ends their turn with an empty deck loses', () => {
    const t = scenario({ players: [{ filler: 0 }, {}, {}] });
    expect(t.count('deck', 0)).toBe(0);
    t.endTurn();
    expect(t.game.state.players[0].out).toBe(true);
    expect(t.game.state.players[1].out).toBe(false);
  });

  it('CR 2.3.3.3 the last player left in a multiplayer game wins', () => {
    const t = scenario({ players: [{}, {}, {}] });
    t.act({ type: 'concede', player: 0 });
    t.act({ type: 'concede', player: 2 });
    expect(t.game.state.status).toMatchObject({ over: true, winners: [1] });
  });

  it('CR 2.3.2 each player in turn order takes a turn', () => {
    const t = scenario({ players: [{}, {}] });
    const seen = [t.game.state.turn.active];
    for (let i = 0; i < 3; i++) {
      t.endTurn();
      seen.push(t.game.state.turn.active);
    }
    expect(seen).toEqual([0, 1, 0, 1]);
  });
});
