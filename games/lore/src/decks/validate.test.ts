import { describe, expect, it } from 'vitest';
import * as c from '../cards/pool/index.js';
import { copies, countCards, type Lexicon } from './lexicon.js';
import { READY_DECKS } from './ready/index.js';
import { copyLimit, validateLexicon } from './validate.js';

const legal: Lexicon = {
  name: 'test',
  strategy: 'test',
  main: [copies(c.deepRune, 56), copies(c.bogLurker, 4)],
  sideboard: [],
  grimoire: [],
};
const codes = (lexicon: Lexicon) => validateLexicon(lexicon).map((e) => `${e.code} | ${e.rule}`);

describe('lexicon validator', () => {
  it('accepts the ready decks, each with 60+ cards and a different strategy', () => {
    const decks = Object.values(READY_DECKS);
    expect(decks.length).toBeGreaterThanOrEqual(3);
    for (const deck of decks) {
      expect(validateLexicon(deck), deck.name).toEqual([]);
      expect(countCards(deck.main) + (deck.startingVoid?.kind === 'god' ? 1 : 0)).toBeGreaterThanOrEqual(60);
    }
    expect(new Set(decks.map((d) => d.strategy)).size).toBe(decks.length);
  });

  it('A44 (issue 20): Drowned Choir plays six Bog Lurkers and no Open the Rift; Red Hunger four Bloodbloated Ticks and no Cultist Initiate', () => {
    const count = (deck: Lexicon, card: { id: string }) =>
      countCards(deck.main.filter((entry) => entry.card === card.id));
    const drownedChoir = READY_DECKS['drowned-choir'];
    const redHunger = READY_DECKS['red-hunger'];
    expect([count(drownedChoir, c.bogLurker), count(drownedChoir, c.openTheRift)]).toEqual([6, 0]);
    expect([count(redHunger, c.bloodbloatedTick), count(redHunger, c.cultistInitiate)]).toEqual([4, 0]);
    expect([countCards(drownedChoir.main), countCards(redHunger.main)]).toEqual([61, 63]);
  });

  it('Lore The Basics: a lexicon needs 60 cards, counting the card that begins in the void', () => {
    expect(codes({ ...legal, main: [copies(c.deepRune, 59)] })).toEqual([
      'lexicon-too-small | Lore The Basics: a lexicon has at least 60 cards',
    ]);
    const god = { kind: 'god', card: c.ythoggaTheDrownedChoir.id } as const;
    expect(validateLexicon({ ...legal, main: [copies(c.deepRune, 59)], startingVoid: god })).toEqual([]);
  });

  it('Lore The Basics: at most 4 copies, counted across lexicon, void, sideboard and grimoire', () => {
    expect(codes({ ...legal, main: [copies(c.deepRune, 55), copies(c.drownedSentinel, 5)] })).toEqual([
      'too-many-copies | Lore The Basics: at most 4 of each card',
    ]);
    expect(
      codes({
        ...legal,
        sideboard: [copies(c.bogLurker, 2), copies(c.undertow, 3)],
        main: [...legal.main, copies(c.undertow, 2)],
      }),
    ).toEqual(['too-many-copies | Lore The Basics: at most 4 of each card']);
  });

  it('Lore Card Types: Simple — any number of copies', () => {
    expect(validateLexicon({ ...legal, main: [copies(c.bogLurker, 60)] })).toEqual([]);
    expect(copyLimit(c.deepRune)).toBe(Number.POSITIVE_INFINITY);
  });

  it('Lore Card Types: Unique — one per lexicon and sideboard', () => {
    const errors = validateLexicon({
      ...legal,
      main: [...legal.main, copies(c.tidalRune, 1)],
      sideboard: [copies(c.tidalRune, 1)],
    });
    expect(errors).toEqual([
      {
        code: 'too-many-copies',
        rule: 'Lore Card Types: Unique',
        card: c.tidalRune.id,
        count: 2,
        maximum: 1,
      },
    ]);
  });

  it('Lore The Basics: "unless a card states otherwise" — a printed copy limit wins', () => {
    expect(copyLimit(c.chitteringSwarm)).toBe(8);
    expect(
      validateLexicon({ ...legal, main: [copies(c.deepRune, 52), copies(c.chitteringSwarm, 8)] }),
    ).toEqual([]);
  });

  it('Lore The Basics: the sideboard holds at most 20 cards, grimoire included', () => {
    const grimoire = [copies(c.tidecall, 4), copies(c.mindRend, 4), copies(c.whisperedHex, 4)];
    expect(codes({ ...legal, grimoire, sideboard: [copies(c.astralRune, 9)] })).toEqual([
      'sideboard-too-large | Lore The Basics: a sideboard has at most 20 cards',
    ]);
  });

  it('Lore Zones: The grimoire — at most 15 cards, all grimoire spells', () => {
    const grimoire = [
      copies(c.tidecall, 4),
      copies(c.mindRend, 4),
      copies(c.whisperedHex, 4),
      copies(c.verdantWard, 4),
    ];
    expect(codes({ ...legal, grimoire })).toEqual(['grimoire-too-large | Lore Zones: The grimoire']);
    expect(codes({ ...legal, grimoire: [copies(c.undertow, 1)] })).toEqual([
      'not-a-grimoire-spell | Lore Zones: The grimoire',
    ]);
    expect(codes({ ...legal, startingVoid: { kind: 'tome' } })).toEqual([
      'tome-without-grimoire | Lore Zones: The grimoire',
    ]);
  });

  it('Lore Card Types: Gods — the card beginning in the void is a god', () => {
    expect(codes({ ...legal, startingVoid: { kind: 'god', card: c.bogLurker.id } })).toEqual([
      'void-card-not-a-god | Lore Card Types: Gods',
    ]);
  });

  it('Lore Other Terminology: Token — tokens never belong to a deck; unknown ids and bad counts are named', () => {
    expect(codes({ ...legal, main: [...legal.main, copies(c.thornling, 1)] })).toEqual([
      'token-in-deck | Lore Other Terminology: Token',
    ]);
    expect(
      codes({
        ...legal,
        main: [...legal.main, { card: 'lr1-999', count: 1 }, { card: c.bogLurker.id, count: 0 }],
      }),
    ).toEqual([
      'unknown-card | cardloom: cards must come from the Lore pool',
      'bad-count | cardloom: cards must come from the Lore pool',
    ]);
  });
});
