/** Game stages (CR 2): rules not covered elsewhere, one scenario each. */

import { apply, createGame } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../../definition.js';
import { starterIds } from '../../testing/play.js';
import { scenario } from '../../testing/scenario.js';

function newGame(seed: number) {
  return createGame(lorcana, {
    players: 2,
    decks: [starterIds('The Heart of Magic'), starterIds('A Steadfast Strategy')],
    seed,
  });
}

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

  it('CR 2.2.2.3 a player who altered their hand shuffles their deck; one who kept does not', () => {
    const game = newGame(7);
    const first = game.state.decision!.request.player;
    const second = 1 - first;
    const deckOf = (p: number) => [...game.ctx.cards('deck', p)];
    const before = [deckOf(first), deckOf(second)];
    const put = game.state.decision!.request.options.slice(0, 2) as number[];
    apply(game, { type: 'answer', player: first, choice: put });
    apply(game, { type: 'answer', player: second, choice: [] });
    expect(deckOf(second)).toEqual(before[1]);
    const after = deckOf(first);
    for (const c of put) expect(after).toContain(c);
    expect(after).not.toEqual([...before[0].filter((c) => !game.ctx.isIn(c, 'hand')), ...put]);
    expect(after.filter((c) => before[0].includes(c) || put.includes(c))).toEqual(after);
  });

  it('CR 2.2.3 once hands are altered the game opens with the starting player’s turn', () => {
    const game = newGame(8);
    const first = game.state.decision!.request.player;
    while (game.state.decision)
      apply(game, { type: 'answer', player: game.state.decision.request.player, choice: [] });
    expect(game.state.turn.active).toBe(first);
    expect(game.toAct).toBe(first);
  });
});
