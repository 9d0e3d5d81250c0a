import { describe, expect, it } from 'vitest';
import { lexiconFromDeckList, loreCliOptions } from './cli.js';
import { READY_DECKS } from './decks/ready/index.js';
import { deckList } from './engine/setup.js';

describe('CLI options', () => {
  it('round-trips every ready lexicon through its kernel deck list, and the validator accepts them', () => {
    for (const deck of Object.values(READY_DECKS)) {
      const back = lexiconFromDeckList(deckList(deck));
      expect(deckList(back).sort()).toEqual(deckList(deck).sort());
      expect(loreCliOptions.validateDeck(deckList(deck))).toEqual([]);
    }
    expect(loreCliOptions.decks.map((d) => d.name)).toEqual(['drowned-choir', 'red-hunger', 'star-library']);
  });

  it('reports deck problems with the rule they break', () => {
    expect(loreCliOptions.validateDeck(['lr1-024'])).toEqual([
      { message: 'lexicon-too-small (Lore The Basics: a lexicon has at least 60 cards)' },
    ]);
  });

  it('lists the 23 keywords and describes cards from their encoding', () => {
    expect(loreCliOptions.rules.keywords).toHaveLength(23);
    const card = loreCliOptions.definition.compiled.cardsById.get('lr1-046')!;
    expect(loreCliOptions.describeCard(card)).toEqual([
      'Creature: Human',
      'Cost: 1 Sanguine',
      '3 STR / 3 HP',
      'Madness',
    ]);
  });
});
