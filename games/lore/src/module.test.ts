import { describe, expect, it } from 'vitest';
import { LORE_CARDS } from './cards/pool/index.js';
import { READY_DECKS } from './decks/ready/index.js';
import { deckList } from './engine/turn/setup.js';
import { lexiconFromDeckList, loreModule } from './module.js';

describe('Lore game module', () => {
  it('round-trips every ready lexicon through its kernel deck list, and the validator accepts them', () => {
    for (const deck of Object.values(READY_DECKS)) {
      const back = lexiconFromDeckList(deckList(deck));
      expect(deckList(back).sort()).toEqual(deckList(deck).sort());
      expect(loreModule.validateDeck(deckList(deck), 'standard')).toEqual([]);
    }
    expect(loreModule.decks.map((d) => d.name)).toEqual(['drowned-choir', 'red-hunger', 'star-library']);
  });

  it('reports deck problems with the rule they break', () => {
    expect(loreModule.validateDeck(['lr1-024'], 'standard')).toEqual([
      { message: 'lexicon-too-small (Lore The Basics: a lexicon has at least 60 cards)' },
    ]);
  });

  it('lists the 23 keywords and describes cards from their encoding', () => {
    expect(loreModule.rules(loreModule.rulesets[0].name).keywords).toHaveLength(23);
    expect(loreModule.cards().find((c) => c.id === 'lr1-046')?.abilities).toEqual([
      'Creature: Human',
      'Cost: 1 Sanguine',
      '3 STR / 3 HP',
      'Madness',
    ]);
  });

  it('issue 20: the card list holds the pool’s cards, not the deck section markers, and names tokens in card text', () => {
    const cards = loreModule.cards();
    expect(cards.filter((c) => c.type === 'section')).toEqual([]);
    expect(cards).toHaveLength(LORE_CARDS.length);
    const thornmother = cards.find((c) => c.name === 'The Thornmother')?.abilities ?? [];
    expect(thornmother.join(' / ')).toContain('Create a Thornling token');
    expect(cards.flatMap((c) => c.abilities).filter((line) => /lr1-\d/.test(line))).toEqual([]);
  });
});
