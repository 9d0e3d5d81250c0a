import { viewFor } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { act, idOf, scenario, settle } from '../testing/scenario';
import { mainOf } from './board';
import { Z } from './keys';

describe('Faction: the board (F5)', () => {
  it('Faction: F5.1 main character slot — holds the main character; played characters go to the character slots', () => {
    const game = scenario({ turn: 3, seats: [{ hand: ['wandering-sellsword'], tokens: { none: 2 } }, {}] });
    const main = mainOf(game.ctx, 0);
    act(game, { type: 'play', card: idOf(game, 'wandering-sellsword') });
    expect(game.ctx.cards(Z.main, 0)).toEqual([main]);
    expect(game.ctx.cards(Z.characters, 0)).toEqual([idOf(game, 'wandering-sellsword')]);
  });

  it('Faction: F5.8 discard pile — public to every player and ordered, the newest card on top', () => {
    const game = scenario({
      turn: 3,
      seats: [{ hand: ['travelers-pack', 'smoke-bomb'], tokens: { none: 2 } }, {}],
    });
    act(game, { type: 'play', card: idOf(game, 'travelers-pack') });
    settle(game);
    act(game, { type: 'play', card: idOf(game, 'smoke-bomb') });
    settle(game);
    const order = ['smoke-bomb', 'travelers-pack'];
    expect(game.ctx.cards(Z.discard, 0).map((c) => game.state.cards[c].def)).toEqual(order);
    for (const viewer of [0, 1]) {
      const pile = viewFor(game, viewer).zones.find((z) => z.zone === Z.discard && z.owner === 0);
      expect(pile?.cards?.map((c) => c.def)).toEqual(order);
    }
  });
});
