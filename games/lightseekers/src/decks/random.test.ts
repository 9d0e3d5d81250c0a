import { describe, expect, it } from 'vitest';
import { heroes } from '../cards/index.js';
import { randomDeck } from './random.js';
import { validateDeck } from './validate.js';

describe('random decks', () => {
  it('are legal for every hero, and the same for the same seed', () => {
    for (const hero of heroes) {
      for (const seed of [1, 2, 3]) expect(validateDeck(randomDeck(hero.id, seed))).toEqual([]);
      expect(randomDeck(hero.id, 9)).toEqual(randomDeck(hero.id, 9));
    }
  });
});
