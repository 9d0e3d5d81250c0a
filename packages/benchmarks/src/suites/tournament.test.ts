/**
 * Issue 16, `pnpm bench` section "Lorcana tournament decks": the playable decks of a folder play random
 * self-play next to the starter decks, and the decks that cannot be played are named with their problems.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { daringAndDeceptionText, lorcanaModule, theHeartOfMagicText } from '@cardloom/lorcana';
import { afterAll, describe, expect, it } from 'vitest';
import { readDeckFolder } from '../games/deck-folder';
import { pairingFor, runTournamentSuite, TOURNAMENT_ID } from './tournament';

const TINY = { timeMs: 1, minSamples: 1, warmupMs: 0 };
const dir = mkdtempSync(join(tmpdir(), 'cardloom-tournament-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Lorcana tournament decks bench section (issue 16)', () => {
  it('spreads seeds over every ordered pairing, mirrors only for a single deck', () => {
    const pick = pairingFor(3);
    const seen = new Set(Array.from({ length: 6 }, (_, s) => pick(s).join('-')));
    expect([...seen].sort()).toEqual(['0-1', '0-2', '1-0', '1-2', '2-0', '2-1']);
    expect(pairingFor(1)(5)).toEqual([0, 0]);
  });

  it('measures the playable decks next to the starter figure and names the others with their cards', () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'heart.json'),
      JSON.stringify({ name: 'Heart', cards: theHeartOfMagicText.trim() }),
    );
    writeFileSync(join(dir, 'daring.txt'), daringAndDeceptionText);
    writeFileSync(
      join(dir, 'future.json'),
      JSON.stringify({ name: 'F', cards: `${theHeartOfMagicText.trim()}\n1 Not A - Card Yet` }),
    );
    writeFileSync(join(dir, 'provenance_audit.json'), '{"summary":{}}');
    const folder = readDeckFolder(lorcanaModule, dir);
    expect(folder?.playable.map((d) => d.name)).toEqual(['daring', 'heart']);
    expect(folder?.unplayable).toEqual([{ name: 'future', problems: ['unknown card "Not A - Card Yet"'] }]);
    const section = runTournamentSuite(TINY, folder);
    expect(section.id).toBe(TOURNAMENT_ID);
    expect(section.figures.map((f) => f.id)).toEqual([
      'lorcana-tournament.gamesPerSec',
      'lorcana-tournament.actionsPerSec',
      'lorcana-tournament.starterGamesPerSec',
      'lorcana-tournament.vsStarter',
    ]);
    for (const f of section.figures) expect(f.value).toBeGreaterThan(0);
    expect(section.notes).toEqual([
      '2 of 3 tournament decks playable: daring, heart',
      'not playable: future (1 problem)',
      'keeping the most decks out: unknown card "Not A - Card Yet" (1 deck)',
    ]);
  });

  it('with no playable deck it still reports the starter figure and says why', () => {
    const section = runTournamentSuite(TINY, {
      dir,
      playable: [],
      unplayable: [
        { name: 'x', problems: ['p', 'q'] },
        { name: 'y', problems: ['q'] },
      ],
    });
    expect(section.figures.map((f) => f.id)).toEqual(['lorcana-tournament.starterGamesPerSec']);
    expect(section.notes).toEqual([
      '0 of 2 tournament decks playable',
      'not playable: x (2 problems), y (1 problem)',
      'keeping the most decks out: q (2 decks); p (1 deck)',
    ]);
  });
});
