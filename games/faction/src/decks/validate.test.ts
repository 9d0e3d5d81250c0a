import { describe, expect, it } from 'vitest';
import { deckList, deckSize, type FactionDeck } from './deck';
import { DeckValidationError } from './errors';
import { READY_DECKS, tidewall } from './ready/index';
import { assertValidDeck, validateDeck } from './validate';

const codes = (deck: FactionDeck) => validateDeck(deck).map((e) => e.code);
/** A legal 30-card Tide deck (Tidewall as first published), the base the tests edit. */
const BASE: FactionDeck = {
  name: 'base',
  main: 'admiral-serenne',
  cards: {
    'tidecaller-acolyte': 3,
    'reef-sentinel': 3,
    'current-diviner': 2,
    'brinescale-knight': 2,
    'mistveil-rogue': 2,
    'wavebreaker-captain': 2,
    'harbor-pilot': 3,
    'keeper-of-shoals': 2,
    'lighthouse-of-kelm': 2,
    'sunken-archive': 1,
    'ward-of-stillwater': 2,
    'coral-aegis': 2,
    'riptide-charm': 2,
    'smoke-bomb': 1,
    'void-warden': 1,
  },
};
const withCards = (cards: Record<string, number>): FactionDeck => ({
  ...BASE,
  cards: { ...BASE.cards, ...cards },
});

describe('Faction: D2 deck construction', () => {
  it('every ready deck is legal, 30 cards, and the first four cover the four factions', () => {
    for (const deck of READY_DECKS) {
      expect(validateDeck(deck), deck.name).toEqual([]);
      expect(deckSize(deck)).toBe(30);
      expect(deckList(deck)).toHaveLength(30);
    }
    expect(new Set(READY_DECKS.slice(0, 4).map((d) => d.main)).size).toBe(4);
  });

  it('issue 13.7: a kernel deck without a first card is a deck without a main character, said in words', () => {
    // Hostile input the types forbid (a deck from untyped JSON): the cast is the point of the test.
    const [first] = validateDeck({ name: 'deck', main: undefined as unknown as string, cards: {} });
    expect(first).toMatchObject({
      code: 'unknown-card',
      rule: 'D2',
      message: 'the deck names no main character',
    });
  });

  it('rejects decks under 30 and over 40 cards', () => {
    const small: FactionDeck = { name: 's', main: 'admiral-serenne', cards: { 'reef-sentinel': 3 } };
    expect(validateDeck(small)).toContainEqual(
      expect.objectContaining({ code: 'too-few-cards', size: 3, min: 30 }),
    );
    const big = withCards({
      'wandering-sellsword': 3,
      'old-road-inn': 3,
      'travelers-pack': 3,
      rumormonger: 2,
    });
    expect(validateDeck(big)).toEqual([
      expect.objectContaining({ code: 'too-many-cards', size: 41, max: 40 }),
    ]);
  });

  it('rejects a fourth copy, and a second copy of a unique card', () => {
    expect(validateDeck(withCards({ 'reef-sentinel': 4 }))).toContainEqual(
      expect.objectContaining({ code: 'too-many-copies', card: 'reef-sentinel', count: 4, max: 3 }),
    );
  });

  it('rejects leaders and tokens in the main deck (F1.4)', () => {
    expect(codes(withCards({ 'deepwarden-oru': 1 }))).toContain('leader-in-deck');
    const token = validateDeck(withCards({ 'tide-spirit': 1 })).find((e) => e.code === 'token-in-deck');
    expect(token?.rule).toBe('F1.4');
  });

  it('rejects cards of another faction, accepts factionless cards', () => {
    expect(validateDeck(withCards({ 'cinder-flask': 1 }))).toContainEqual(
      expect.objectContaining({
        code: 'off-faction',
        card: 'cinder-flask',
        faction: 'ember',
        deckFaction: 'tide',
      }),
    );
    expect(codes(withCards({ 'wandering-sellsword': 1 }))).toEqual([]);
  });

  it('requires a known leader as main character', () => {
    expect(codes({ ...tidewall, main: 'reef-sentinel' })).toEqual(['main-not-leader']);
    expect(codes({ ...tidewall, main: 'nobody' })).toContain('unknown-card');
  });

  it('rejects unknown cards and non-positive counts', () => {
    expect(codes(withCards({ 'no-such-card': 1 }))).toContain('unknown-card');
    expect(codes(withCards({ 'reef-sentinel': 0 }))).toContain('bad-count');
  });

  it('assertValidDeck throws a DeckValidationError carrying every error', () => {
    const bad: FactionDeck = { name: 'bad', main: 'reef-sentinel', cards: { sapling: 1 } };
    expect(() => assertValidDeck(tidewall)).not.toThrow();
    try {
      assertValidDeck(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DeckValidationError);
      expect((error as DeckValidationError).errors.map((e) => e.code)).toEqual([
        'main-not-leader',
        'token-in-deck',
        'too-few-cards',
      ]);
    }
  });
});
