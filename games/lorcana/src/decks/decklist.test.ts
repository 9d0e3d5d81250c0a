import { describe, expect, it } from 'vitest';
import { DecklistError, deckSize, expandDecklist, formatDecklist, parseDecklist } from './decklist.js';
import { starterDecks } from './starter-decks.js';
import { validateDeck } from './validate.js';

describe('decklist parser', () => {
  it('reads "N Name - Version" lines, ignoring blanks and comments', () => {
    const deck = parseDecklist('# my deck\n\n4 Stitch - New Dog\n// actions\n2 Fire the Cannons!');
    expect(deck.map((e) => [e.count, e.card.id])).toEqual([
      [4, '1-022'],
      [2, '1-197'],
    ]);
  });

  it('forgives case, curly quotes and dashes, and merges repeated names', () => {
    const deck = parseDecklist("1 pascal – rapunzel’s companion\n2 Pascal - Rapunzel's Companion");
    expect(deck).toHaveLength(1);
    expect(deck[0].count).toBe(3);
  });

  it('reports every malformed line, bad count and unknown card with its line number', () => {
    let error: unknown;
    try {
      parseDecklist('Stitch - New Dog\n0 Stitch - New Dog\n2 Stitch - Old Dog\n1 Olaf - Friendly Snowman');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DecklistError);
    const issues = (error as DecklistError).issues;
    expect(issues.map((i) => [i.line, i.kind])).toEqual([
      [1, 'malformed'],
      [2, 'badCount'],
      [3, 'unknownCard'],
    ]);
    expect(issues[2].message).toContain('did you mean "Stitch - New Dog"');
  });

  it('round-trips through formatDecklist', () => {
    const deck = starterDecks['Daring and Deception'];
    expect(parseDecklist(formatDecklist(deck))).toEqual(deck);
  });
});

describe('starter decks (The First Chapter)', () => {
  it.each(Object.entries(starterDecks))(
    '%s has 60 cards and is Constructed-legal (CR 1.10.1.1)',
    (_name, deck) => {
      expect(deckSize(deck)).toBe(60);
      expect(expandDecklist(deck)).toHaveLength(60);
      expect(validateDeck(deck, 'constructed')).toEqual([]);
    },
  );
});

describe('deck validation', () => {
  it('CR 1.10.1.1 Constructed: at least 60 cards, at most 2 inks, at most 4 of a full name', () => {
    const deck = parseDecklist('5 Stitch - New Dog\n1 Fire the Cannons!\n1 Dragon Fire\n1 Be Our Guest');
    expect(validateDeck(deck, 'constructed').map((p) => p.kind)).toEqual([
      'tooFewCards',
      'tooManyInks',
      'tooManyCopies',
    ]);
  });

  it('CR 1.10.1.2 Limited: 40 for Sealed, 35 for Draft, any inks and copies', () => {
    const deck = parseDecklist('30 Stitch - New Dog\n4 Fire the Cannons!\n1 Dragon Fire\n1 Be Our Guest');
    expect(validateDeck(deck, 'draft')).toEqual([]);
    expect(validateDeck(deck, 'sealed').map((p) => p.kind)).toEqual(['tooFewCards']);
  });

  it('Microbots may be included in any number (its deck-building ability overrides CR 1.10.1.1)', () => {
    const deck = parseDecklist('12 Microbots\n48 Fang Crossbow');
    expect(validateDeck(deck, 'constructed').map((p) => p.kind)).toEqual(['tooManyCopies']);
    expect(validateDeck(deck, 'constructed')[0].message).toContain('Fang Crossbow');
  });

  it('CR 10.2.1.1 Pack Rush has no minimum deck size', () => {
    expect(validateDeck(parseDecklist('1 Stitch - New Dog'), 'packRush')).toEqual([]);
  });
});
