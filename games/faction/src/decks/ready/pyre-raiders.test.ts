import { describe, expect, it } from 'vitest';
import { deckSize } from '../deck';
import { validateDeck } from '../validate';
import { pyreRaiders } from './pyre-raiders';

describe('Faction ready decks: Pyre Raiders (issue 20)', () => {
  it('D40: Pyre Raiders plays two Flamecaller Adepts, two Forges of Ash and two Grave Whisperers, no Rumormonger, still a legal 30-card deck', () => {
    expect(pyreRaiders.cards['flamecaller-adept']).toBe(2);
    expect(pyreRaiders.cards['forge-of-ash']).toBe(2);
    expect(pyreRaiders.cards['grave-whisperer']).toBe(2);
    expect(pyreRaiders.cards.rumormonger).toBeUndefined();
    expect(validateDeck(pyreRaiders)).toEqual([]);
    expect(deckSize(pyreRaiders)).toBe(30);
  });
});
