import { describe, expect, it } from 'vitest';
import { lorcanaModule } from './module.js';

describe('lorcanaModule deck reading (issue 13.7: hostile decks get problems, never an exception)', () => {
  it('issue 13.7: a kernel card no deck may hold (the Pack Rush marketing card) is a problem, not a TypeError', () => {
    for (const ruleset of lorcanaModule.rulesets) {
      expect(lorcanaModule.validateDeck(['marketing', '1-001'], ruleset.name)).toEqual([
        { message: "'marketing' is not a card a deck may hold (CR 1.10.1)", rule: 'CR 1.10.1' },
      ]);
    }
  });

  it('issue 13.7: parseDeck turns a count past the decklist bound into a problem naming the line', () => {
    expect(lorcanaModule.parseDeck('4 Stitch - New Dog\n9999999999 Stitch - New Dog')).toEqual({
      problems: [
        {
          line: 2,
          message: '9999999999 copies of Stitch - New Dog; a decklist may hold at most 1000 cards in all',
        },
      ],
    });
  });
});
