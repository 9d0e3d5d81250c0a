/**
 * Issue 16, “every card of every deck in the shared data playable”: each of the 25 tournament decks
 * (`decks/tournament-illumidroid/`) loads with every card playable, validates as a constructed deck
 * (CR 1.10.1) and plays random games to the end against the next deck of the list, both seats. The
 * 1,000-games-per-deck run is the lorcana-decks script's; this test plays `TOURNAMENT_GAMES` (20).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createGame } from '@cardloom/core';
import { describe, expect, it } from 'vitest';
import { lorcana } from '../definition.js';
import { playRandomly } from '../testing/play.js';
import { hasShared, sharedPath } from '../testing/shared-data.js';
import { parseDeckFile } from './deck-formats.js';
import { expandDecklist } from './decklist.js';
import { validateDeck } from './validate.js';

const DIR = 'data/lorcana/decks/tournament-illumidroid';
/** Random games per deck (20 by default). */
const GAMES = Number(process.env.TOURNAMENT_GAMES ?? 20);
const available = hasShared(DIR);
if (!available) console.warn('Skipping the tournament decks: public data not found (set CARDLOOM_SHARED).');

describe.skipIf(!available)('the 25 tournament decks (issue 16)', () => {
  const files = available
    ? readdirSync(sharedPath(DIR))
        .filter((f) => f.endsWith('.json') && !f.startsWith('provenance'))
        .sort()
    : [];
  const decks = files.map((file) => ({
    file,
    deck: parseDeckFile(readFileSync(sharedPath(DIR, file), 'utf8')).deck,
  }));

  it('every tournament deck loads with every card playable and validates as a constructed deck', () => {
    expect(decks).toHaveLength(25);
    for (const { file, deck } of decks) expect(validateDeck(deck, 'constructed'), file).toEqual([]);
  });

  it(`every tournament deck plays ${GAMES} random games to the end against the next deck`, () => {
    decks.forEach(({ file, deck }, i) => {
      const mine = expandDecklist(deck).map((c) => c.id);
      const theirs = expandDecklist(decks[(i + 1) % decks.length].deck).map((c) => c.id);
      for (let seed = 0; seed < GAMES; seed++) {
        // Alternate seats so each deck plays first and second.
        const pair = seed % 2 === 0 ? [mine, theirs] : [theirs, mine];
        const game = createGame(lorcana, { players: 2, decks: pair, seed: i * 1000 + seed });
        expect(playRandomly(game, seed), file).toBeGreaterThan(0);
        expect(game.over, `${file} seed ${seed}`).toBe(true);
      }
    });
  });
});
