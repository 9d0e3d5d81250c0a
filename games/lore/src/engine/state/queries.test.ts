import { apply, type CardId, type Ctx, createGame, legalActions, Random } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { KEYWORDS, type ObjectKeyword } from '../../cards/vocabulary.js';
import { pickDecks } from '../../testing/random-play.js';
import { lore } from '../definition.js';
import { deckList } from '../turn/setup.js';
import { kw, Z } from './keys.js';
import { creatureTypes, hasCreatureType, hasKeyword } from './queries.js';

const TYPES = ['Human', 'Yaddithian', 'Abyssal', 'Starborn', 'Horror', 'Ghoul', 'Beast', 'Spirit', 'Weapon'];

/** Plays seeded random games (400 actions at most each) and visits every object in play before each action. */
function forEachObjectInPlay(seeds: readonly number[], visit: (ctx: Ctx, card: CardId) => void): void {
  for (const seed of seeds) {
    const random = new Random(seed);
    const game = createGame(lore, { players: 2, decks: pickDecks(seed).map(deckList), seed });
    game.recordEvents = false;
    for (let i = 0; i < 400 && !game.over; i++) {
      for (const card of game.ctx.allCards(Z.play)) visit(game.ctx, card);
      const legal = legalActions(game);
      apply(game, legal[random.int(legal.length)]);
    }
  }
}

describe('Lore keyword Equip / Shapeshifter: creature types', () => {
  it('hasCreatureType (issue 21) answers as creatureTypes(…).has for every object in play of random games', () => {
    let yes = 0;
    let no = 0;
    forEachObjectInPlay([1, 2, 3, 4], (ctx, card) => {
      const types = creatureTypes(ctx, card);
      for (const t of [...TYPES, ...(ctx.cardDef(card).traits ?? [])]) {
        const has = hasCreatureType(ctx, card, t);
        expect(has).toBe(types.has(t));
        if (has) yes++;
        else no++;
      }
    });
    expect(yes).toBeGreaterThan(50);
    expect(no).toBeGreaterThan(50);
  });
});

const OBJECT_KEYWORDS = KEYWORDS.filter(
  (k): k is ObjectKeyword => !['aetherize', 'consume', 'peek', 'pilfer', 'equip'].includes(k),
);

describe('Lore keywords: printed or granted', () => {
  it('hasKeyword (issue 21) answers as the computed characteristic for every object and keyword of random games', () => {
    let printed = 0;
    let granted = 0;
    let absent = 0;
    forEachObjectInPlay([1, 2, 4, 5, 7, 8], (ctx, card) => {
      for (const k of OBJECT_KEYWORDS) {
        const has = hasKeyword(ctx, card, k);
        expect(has).toBe(ctx.has(card, kw(k)));
        if (!has) absent++;
        else if (ctx.printed(card, kw(k)) > 0) printed++;
        else granted++;
      }
    });
    expect(printed).toBeGreaterThan(50);
    expect(granted).toBeGreaterThan(5);
    expect(absent).toBeGreaterThan(50);
  });
});
