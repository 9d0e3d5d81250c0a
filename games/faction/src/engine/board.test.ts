import { setupScenario, viewFor } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { item } from '../cards/card';
import { CARD_POOL } from '../cards/pool/index';
import { chosen, OPPOSING_CHARACTER, SELF } from '../cards/targets';
import { act, idOf, idsOf, scenario, settle } from '../testing/scenario';
import { lowersDefense, mainOf } from './board';
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

  it('Faction: F7.5 illegal zones — items without a host in play are discarded; of two locations the newest stays', () => {
    const game = scenario({
      turn: 3,
      seats: [
        {
          characters: ['wandering-sellsword'],
          hand: ['searing-brand', 'searing-brand', 'sunwell-grove'],
          location: 'lighthouse-of-kelm',
        },
        {},
      ],
    });
    const sellsword = idOf(game, 'wandering-sellsword');
    const [onHost, loose] = idsOf(game, 'searing-brand');
    const grove = idOf(game, 'sunwell-grove');
    setupScenario(game, (ctx) => {
      ctx.move(onHost, Z.characters, 0);
      ctx.setCard(onHost, 'attachedTo', sellsword);
      ctx.move(loose, Z.characters, 0); // in play, on nothing
      ctx.move(grove, Z.location, 0); // a second location, placed last
    });
    expect(game.ctx.zoneOf(onHost)).toBe(Z.characters);
    expect(game.ctx.zoneOf(loose)).toBe(Z.discard);
    expect(game.ctx.cards(Z.location, 0)).toEqual([grove]);
    expect(game.ctx.zoneOf(idOf(game, 'lighthouse-of-kelm'))).toBe(Z.discard);
    // The host leaves by a plain move (not through leavePlay): the check still catches the item.
    setupScenario(game, (ctx) => ctx.move(sellsword, Z.hand, 0));
    expect(game.ctx.zoneOf(onHost)).toBe(Z.discard);
  });

  it('Faction: F6.6 check shortcut — no pool card lowers a defense, and one that would is noticed', () => {
    expect(CARD_POOL.filter(lowersDefense).map((c) => c.id)).toEqual([]);
    const weaken = { do: 'modify', target: chosen(OPPOSING_CHARACTER), defense: -1, until: 'turn' } as const;
    const curse = item({ id: 'test-curse', number: '999', name: 'Test Curse', faction: null, cost: 1 });
    expect(
      lowersDefense({
        ...curse,
        direct: [{ do: 'if', if: { test: 'behind' }, steps: [{ ...weaken, may: true }] }],
      }),
    ).toBe(true);
    expect(lowersDefense({ ...curse, direct: [{ ...weaken, defense: 2 }] })).toBe(false);
    const aura = {
      kind: 'static',
      name: 'Aura',
      modifier: { mod: 'stats', scope: SELF, defense: -2 },
    } as const;
    expect(lowersDefense({ ...curse, abilities: [aura] })).toBe(true);
  });
});
