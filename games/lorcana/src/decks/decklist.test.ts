import { describe, expect, it } from 'vitest';
import {
  DecklistError,
  deckSize,
  expandDecklist,
  formatDecklist,
  MAX_DECKLIST_CARDS,
  parseDecklist,
} from './decklist.js';
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

  it('issue 13.7: a copy count past the decklist bound is refused by line before any card is built', () => {
    const issues = issuesOf('9999999999 Stitch - New Dog\n999 Microbots\n2 Microbots');
    expect(issues).toEqual([
      {
        line: 1,
        text: '9999999999 Stitch - New Dog',
        kind: 'badCount',
        message: `9999999999 copies of Stitch - New Dog; a decklist may hold at most ${MAX_DECKLIST_CARDS} cards in all`,
      },
      {
        line: 3,
        text: '2 Microbots',
        kind: 'badCount',
        message: `2 copies of Microbots; a decklist may hold at most ${MAX_DECKLIST_CARDS} cards in all`,
      },
    ]);
    expect(deckSize(parseDecklist(`${MAX_DECKLIST_CARDS} Microbots`))).toBe(MAX_DECKLIST_CARDS);
  });

  it('issue 13.7: a lone carriage return ends a line', () => {
    expect(parseDecklist('4 Stitch - New Dog\r2 Fire the Cannons!\r').map((e) => e.count)).toEqual([4, 2]);
  });

  it('issue 13.7: 100k lines of unknown names are all reported, with suggestions for the first 20 only', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `1 Stitch - Dog ${i}`).join('\n');
    const issues = issuesOf(text);
    expect(issues).toHaveLength(100_000);
    expect(issues.filter((i) => i.message.includes('did you mean'))).toHaveLength(20);
    expect(issues[20].message).toBe('unknown card "Stitch - Dog 20"');
  });

  it('issue 13.7: a long line is quoted in 80 characters', () => {
    const [issue] = issuesOf(`x${'A'.repeat(10_000)}`);
    expect(issue.message).toBe(`expected "N Name - Version", got "x${'A'.repeat(78)}…"`);
  });
});

function issuesOf(text: string): readonly import('./decklist.js').DecklistIssue[] {
  try {
    parseDecklist(text);
  } catch (error) {
    if (error instanceof DecklistError) return error.issues;
    throw error;
  }
  throw new Error('expected a DecklistError');
}
