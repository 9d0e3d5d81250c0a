/**
 * Issue 16, real decks: every deck list in the public data is read in its format (tournament JSON,
 * LackeyCCG `.dek`, LorcanaJSON base deck data). A deck whose cards are all playable validates and
 * plays random games without an exception; any other deck fails with typed `unknownCard` issues
 * only (never a malformed line), naming the cards not yet compiled. A playable deck plays itself
 * (`DECK_GAMES` games, 2 by default).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createGame } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../definition.js';
import { lorcanaModule } from '../module.js';
import { playRandomly } from '../testing/play.js';
import { hasShared, sharedPath } from '../testing/shared-data.js';
import { deckFileFormat, lorcanaJsonDecklists, parseDeckFile } from './deck-formats.js';
import { type Decklist, DecklistError, expandDecklist, parseDecklist } from './decklist.js';
import { validateDeck } from './validate.js';

describe('deck file formats (typed errors)', () => {
  it('a JSON deck names its deck and reads its text list', () => {
    const file = parseDeckFile('{"name":"Aggro","cards":"4 Stitch - New Dog\\n2 Fire the Cannons!"}');
    expect(file.format).toBe('json');
    expect(file.name).toBe('Aggro');
    expect(file.deck.map((e) => e.count)).toEqual([4, 2]);
  });
  it('a .dek file counts one copy per <card> element of the Deck superzone', () => {
    const dek = [
      '<deck version="0.8">',
      '<superzone name="Deck">',
      '<card><name id="x">Stitch - New Dog</name><set>TFC</set></card>',
      '<card><name id="x">Stitch - New Dog</name><set>TFC</set></card>',
      '<card><name id="y">Fire the Cannons!</name><set>TFC</set></card>',
      '</superzone>',
      '</deck>',
    ].join('\n');
    const file = parseDeckFile(dek);
    expect(file.format).toBe('dek');
    expect(file.deck.map((e) => [e.card.name, e.count])).toEqual([
      ['Stitch', 2],
      ['Fire the Cannons!', 1],
    ]);
  });
  it('an unknown card in a .dek file is reported with its line', () => {
    const dek =
      '<deck>\n<superzone name="Deck">\n<card><name>No Such - Card</name></card>\n</superzone></deck>';
    const error = (() => {
      try {
        parseDeckFile(dek);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DecklistError);
    expect((error as DecklistError).issues).toMatchObject([{ line: 3, kind: 'unknownCard' }]);
  });
  it('the module reads every format, so the CLI loads JSON and .dek deck files too', () => {
    const check = lorcanaModule.parseDeck('{"name":"Aggro","cards":"4 Stitch - New Dog"}');
    expect(check.problems).toEqual([]);
    expect(check.deck).toHaveLength(4);
    expect(lorcanaModule.parseDeck('{"cards": 4').problems[0].message).toMatch(/invalid JSON/);
  });

  it('a JSON deck reports its problems on the line of its "cards" string, naming each card', () => {
    const json =
      '{\n  "name": "x",\n  "cards": "4 Stitch - New Dog\\n4 Stich - Old Dog\\n0 Fire the Cannons!"\n}';
    const error = (() => {
      try {
        parseDeckFile(json);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DecklistError);
    expect((error as DecklistError).issues).toMatchObject([
      { line: 3, kind: 'unknownCard', message: expect.stringMatching(/^unknown card "Stich - Old Dog"/) },
      { line: 3, kind: 'badCount', message: 'count must be at least 1, got 0 for "Fire the Cannons!"' },
    ]);
  });

  it('malformed JSON and a .dek without a Deck superzone are typed errors', () => {
    expect(() => parseDeckFile('{"cards": 4')).toThrow(DecklistError);
    expect(() => parseDeckFile('{"name":"x"}')).toThrow(/"cards" string/);
    expect(() => parseDeckFile('<deck></deck>')).toThrow(/superzone/);
    expect(deckFileFormat('4 Stitch - New Dog')).toBe('text');
  });
  it('LorcanaJSON decks resolve ids through allCards; a missing id is an unknown card', () => {
    const all = { cards: [{ id: 7, fullName: 'Stitch - New Dog' }] };
    const [deck] = lorcanaJsonDecklists(
      { starter: { S1: { decks: [{ names: { en: 'X' }, cardsAndAmounts: { 7: 3, 9: 1 } }] } } },
      all,
    );
    expect(deck.unknownIds).toEqual([9]);
    expect(() => parseDecklist(deck.text)).toThrow(/LorcanaJSON card #9/);
    expect(() => lorcanaJsonDecklists({}, {})).toThrow(DecklistError);
  });
});

const DECKS = 'data/lorcana/decks';
/** Random games per playable deck (2 on CI; `DECK_GAMES` raises it). */
const GAMES_PER_DECK = Number(process.env.DECK_GAMES ?? 2);
const available = hasShared(DECKS) && hasShared('data/lorcana/lorcanajson-baseDeckData.json');
if (!available) console.warn('Skipping the shared deck checks: public data not found (set CARDLOOM_SHARED).');

interface Loaded {
  readonly name: string;
  readonly deck?: Decklist;
  readonly missing: readonly string[];
}

function load(name: string, read: () => Decklist): Loaded {
  try {
    return { name, deck: read(), missing: [] };
  } catch (error) {
    if (!(error instanceof DecklistError)) throw error;
    // Only unknown cards are acceptable: the file itself must be read correctly.
    expect(
      error.issues.filter((i) => i.kind !== 'unknownCard'),
      name,
    ).toEqual([]);
    return { name, missing: error.issues.map((i) => i.message) };
  }
}

function sharedDecks(): Loaded[] {
  const out: Loaded[] = [];
  for (const dir of ['tournament-illumidroid', 'starter-lackey-btmannin5132']) {
    for (const file of readdirSync(sharedPath(DECKS, dir)).sort()) {
      if (!/\.(json|dek)$/.test(file) || file.startsWith('provenance')) continue;
      out.push(
        load(`${dir}/${file}`, () => parseDeckFile(readFileSync(sharedPath(DECKS, dir, file), 'utf8')).deck),
      );
    }
  }
  const base = JSON.parse(readFileSync(sharedPath('data/lorcana/lorcanajson-baseDeckData.json'), 'utf8'));
  const all = JSON.parse(
    readFileSync(sharedPath('data/lorcana/lorcanajson-allCards.en.2025-02-28.json'), 'utf8'),
  );
  for (const d of lorcanaJsonDecklists(base, all))
    out.push(load(`lorcanajson/${d.code}/${d.name}`, () => parseDecklist(d.text)));
  return out;
}

describe.skipIf(!available)('the deck lists of the public data (issue 16)', () => {
  const decks = available ? sharedDecks() : [];
  const playable = decks.filter((d) => d.deck);

  it('every deck file is read; the decks with only playable cards validate and play', () => {
    expect(decks.length).toBe(25 + 15 + 35);
    console.info(
      `decks: ${playable.length} of ${decks.length} load with every card playable; ` +
        `the others miss ${decks.filter((d) => !d.deck).reduce((n, d) => n + d.missing.length, 0)} card names`,
    );
    expect(playable.length).toBeGreaterThan(3);
    for (const d of playable) {
      const cards = expandDecklist(d.deck!).map((c) => c.id);
      // Precon decks smaller than 60 (gateway decks, scenario decks) are checked as Pack Rush pools.
      const problems = validateDeck(d.deck!, cards.length >= 60 ? 'constructed' : 'packRush');
      expect(problems, d.name).toEqual([]);
      for (let seed = 0; seed < GAMES_PER_DECK; seed++) {
        const game = createGame(lorcana, { players: 2, decks: [cards, cards], seed });
        expect(playRandomly(game, seed)).toBeGreaterThan(0);
        expect(game.over, d.name).toBe(true);
      }
    }
  });
});
