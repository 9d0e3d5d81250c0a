import { describe, expect, it } from 'vitest';
import { freshObjects } from './clone-heap';

describe('objects one copy allocates (issue 21: clone cost independent of heap size)', () => {
  it('counts the objects of the copy that the original does not share, each once', () => {
    const shared = { frozen: true };
    const original = { cards: [{ id: 0 }, { id: 1 }], rules: shared };
    const card = { id: 0 };
    // A new outer object, a new card list holding one card twice and one card of the original.
    const copy = { cards: [card, card, original.cards[1]], rules: shared };
    expect(freshObjects(original, copy)).toBe(3);
    expect(freshObjects(original, original)).toBe(0);
  });
});
