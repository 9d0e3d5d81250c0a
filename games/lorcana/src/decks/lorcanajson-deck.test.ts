/**
 * Issue 16: LorcanaJSON's deck form (`{"names", "cardsAndAmounts"}`, the precon decks of
 * `lorcanajson-baseDeckData.json`) is a deck file like the others: `parseDeckFile`, the module's
 * `parseDeck` and so `--decks` read it; bad input is a typed error naming the line and the problem.
 */
import { readFileSync } from 'node:fs';
import { createGame } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../definition.js';
import { lorcanaModule } from '../module.js';
import { playRandomly } from '../testing/play.js';
import { hasShared, sharedPath } from '../testing/shared-data.js';
import { lorcanaJsonDecklists, parseDeckFile } from './deck-formats.js';
import { DecklistError, expandDecklist, parseDecklist } from './decklist.js';
import { LORCANAJSON_NAMES } from './lorcanajson-names.js';

/** The LorcanaJSON id of a full name in the table. */
function idOf(name: string): number {
  const hit = [...LORCANAJSON_NAMES].find(([, n]) => n === name);
  if (!hit) throw new Error(`${name} is not in the LorcanaJSON table`);
  return hit[0];
}

const deckJson = (amounts: Record<string, unknown>, name = 'Test Deck') =>
  JSON.stringify({ names: { en: name, de: 'Testdeck' }, colors: [], cardsAndAmounts: amounts }, null, 2);

/** The DecklistError `fn` throws (fails when it throws nothing or something else). */
function decklistError(fn: () => unknown): DecklistError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DecklistError) return error;
    throw error;
  }
  throw new Error('no DecklistError');
}

describe('a LorcanaJSON deck file (issue 16 deck side)', () => {
  it('ids become cards through the compiled id table; the English name is the deck name', () => {
    const stitch = idOf('Stitch - New Dog');
    const mickey = idOf('Mickey Mouse - True Friend');
    const file = parseDeckFile(deckJson({ [stitch]: 4, [mickey]: 2 }));
    expect(file.format).toBe('lorcanajson');
    expect(file.name).toBe('Test Deck');
    // JSON objects list whole-number keys in ascending order: Mickey (#12) before Stitch (#22).
    expect(file.deck.map((e) => [e.card.id, e.count])).toEqual([
      ['1-012', 2],
      ['1-022', 4],
    ]);
  });

  it('the module reads it as --decks does: the same card ids as the text list', () => {
    const text = deckJson({ [idOf('Stitch - New Dog')]: 4, [idOf('Fire the Cannons!')]: 1 });
    expect(lorcanaModule.parseDeck(text)).toEqual(
      lorcanaModule.parseDeck('4 Stitch - New Dog\n1 Fire the Cannons!'),
    );
  });

  it('malformed: a card id that is not a number, a zero count and an unknown id are each named on their line', () => {
    const text = deckJson({
      [idOf('Stitch - New Dog')]: 4,
      abc: 1,
      [idOf('Mickey Mouse - True Friend')]: 0,
      987654: 2,
    });
    const error = decklistError(() => parseDeckFile(text));
    expect(error.issues.map((i) => i.kind)).toEqual(['badCount', 'unknownCard', 'malformed']);
    const lines = text.split('\n');
    for (const i of error.issues) expect(lines[i.line - 1]).toMatch(/"(abc|987654|12)"/);
    expect(error.message).toMatch(/"abc" is not a LorcanaJSON card id/);
    expect(error.message).toMatch(/#987654 is not in lorcanajson-allCards/);
    // The module turns it into problems, no deck.
    const check = lorcanaModule.parseDeck(text);
    expect(check.deck).toBeUndefined();
    expect(check.problems).toHaveLength(3);
  });

  it('malformed: "cardsAndAmounts" that is not an object is a typed error', () => {
    const error = decklistError(() => parseDeckFile('{"names": {"en": "x"},\n "cardsAndAmounts": [1, 2]}'));
    expect(error.issues).toEqual([
      expect.objectContaining({
        line: 2,
        kind: 'malformed',
        message: expect.stringMatching(/must be an object/),
      }),
    ]);
  });

  it('a base deck file of several decks is refused, naming them; one of one deck is that deck', () => {
    const deck = (en: string) => ({ names: { en }, cardsAndAmounts: { [idOf('Stitch - New Dog')]: 4 } });
    const two = JSON.stringify({ starter: { S1: { decks: [deck('A'), deck('B')] } } });
    expect(decklistError(() => parseDeckFile(two)).message).toMatch(
      /holding 2 decks.*starter S1 #1 “A”, starter S1 #2 “B”/,
    );
    const one = parseDeckFile(JSON.stringify({ quest: { Q9: { decks: [deck('Only')] } } }));
    expect(one.name).toBe('Only');
    expect(one.deck[0].count).toBe(4);
  });
});

const available =
  hasShared('data/lorcana/lorcanajson-baseDeckData.json') &&
  hasShared('data/lorcana/lorcanajson-allCards.en.2025-02-28.json');
if (!available)
  console.warn('Skipping the LorcanaJSON precon decks: public data not found (set CARDLOOM_SHARED).');

describe.skipIf(!available)('the precon decks of lorcanajson-baseDeckData.json, one deck per file', () => {
  const base = available
    ? JSON.parse(readFileSync(sharedPath('data/lorcana/lorcanajson-baseDeckData.json'), 'utf8'))
    : {};
  const all = available
    ? JSON.parse(readFileSync(sharedPath('data/lorcana/lorcanajson-allCards.en.2025-02-28.json'), 'utf8'))
    : { cards: [] };
  const single: { name: string; text: string }[] = [];
  for (const sets of Object.values(base) as Record<string, { decks: object[] }>[])
    for (const { decks } of Object.values(sets))
      for (const d of decks)
        single.push({ name: (d as { names: { en: string } }).names.en, text: JSON.stringify(d, null, 2) });

  it('each deck reads as the allCards dump reads it: the same cards, or the same cards found missing', () => {
    expect(single).toHaveLength(35);
    const viaDump = lorcanaJsonDecklists(base, all);
    let playable = 0;
    for (const [i, d] of single.entries()) {
      const ours = lorcanaModule.parseDeck(d.text);
      let theirs: string[] | undefined;
      try {
        theirs = expandDecklist(parseDecklist(viaDump[i].text)).map((c) => c.id);
      } catch (error) {
        if (!(error instanceof DecklistError)) throw error;
      }
      expect(ours.deck, d.name).toEqual(theirs);
      if (ours.deck) {
        playable++;
        // It plays: a seeded random game to its end.
        const game = createGame(lorcana, { players: 2, decks: [ours.deck, ours.deck], seed: i });
        playRandomly(game, i);
        expect(game.over, d.name).toBe(true);
      } else expect(ours.problems.length, d.name).toBeGreaterThan(0);
    }
    console.info(`LorcanaJSON precon decks: ${playable} of ${single.length} read with every card playable`);
    expect(playable).toBeGreaterThan(0);
  });
});
