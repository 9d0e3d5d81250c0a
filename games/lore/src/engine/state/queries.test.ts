import { apply, createGame, legalActions, Random } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { pickDecks } from '../../testing/random-play.js';
import { lore } from '../definition.js';
import { deckList } from '../turn/setup.js';
import { Z } from './keys.js';
import { creatureTypes, hasCreatureType } from './queries.js';

const TYPES = ['Human', 'Yaddithian', 'Abyssal', 'Starborn', 'Horror', 'Ghoul', 'Beast', 'Spirit', 'Weapon'];

describe('Lore keyword Equip / Shapeshifter: creature types', () => {
  it('hasCreatureType (issue 21) answers as creatureTypes(…).has for every object in play of random games', () => {
    let yes = 0;
    let no = 0;
    for (const seed of [1, 2, 3, 4]) {
      const random = new Random(seed);
      const game = createGame(lore, { players: 2, decks: pickDecks(seed).map(deckList), seed });
      game.recordEvents = false;
      for (let i = 0; i < 400 && !game.over; i++) {
        const ctx = game.ctx;
        for (const card of ctx.allCards(Z.play)) {
          const types = creatureTypes(ctx, card);
          for (const t of [...TYPES, ...(ctx.cardDef(card).traits ?? [])]) {
            const has = hasCreatureType(ctx, card, t);
            expect(has).toBe(types.has(t));
            if (has) yes++;
            else no++;
          }
        }
        const legal = legalActions(game);
        apply(game, legal[random.int(legal.length)]);
      }
    }
    expect(yes).toBeGreaterThan(50);
    expect(no).toBeGreaterThan(50);
  });
});
