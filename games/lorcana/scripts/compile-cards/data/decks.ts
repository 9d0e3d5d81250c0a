/**
 * Which deck lists of the public data are playable with a given pool: for the coverage report.
 *
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fullName, type LorcanaCard } from '../../../src/cards/card.js';
import { normalizeName } from '../../../src/cards/registry.js';
import { lorcanaJsonDecklists, parseDeckFile } from '../../../src/decks/deck-formats.js';
import { DecklistError, parseDecklist } from '../../../src/decks/decklist.js';

/** One deck list and the card names it uses that the pool lacks. */
export interface DeckStatus {
  readonly source: string;
  readonly name: string;
  readonly missing: readonly string[];
}

function status(source: string, name: string, read: () => unknown): DeckStatus {
  try {
    read();
    return { source, name, missing: [] };
  } catch (error) {
    if (!(error instanceof DecklistError)) throw error;
    const missing = error.issues.map((i) => /unknown card "([^"]*)"/.exec(i.message)?.[1] ?? i.message);
    return { source, name, missing: [...new Set(missing)] };
  }
}

/** Every deck list under `dataDir` checked against `pool`. */
export function deckStatuses(dataDir: string, pool: readonly LorcanaCard[]): DeckStatus[] {
  const byName = new Map(pool.map((c) => [normalizeName(fullName(c)), c]));
  const lookup = (name: string) => byName.get(normalizeName(name));
  const out: DeckStatus[] = [];
  for (const dir of ['tournament-illumidroid', 'starter-lackey-btmannin5132']) {
    const folder = join(dataDir, 'decks', dir);
    for (const file of readdirSync(folder).sort()) {
      if (!/\.(json|dek)$/.test(file) || file.startsWith('provenance')) continue;
      out.push(status(dir, file, () => parseDeckFile(readFileSync(join(folder, file), 'utf8'), lookup)));
    }
  }
  const base = JSON.parse(readFileSync(join(dataDir, 'lorcanajson-baseDeckData.json'), 'utf8'));
  const all = JSON.parse(readFileSync(join(dataDir, 'lorcanajson-allCards.en.2025-02-28.json'), 'utf8'));
  for (const d of lorcanaJsonDecklists(base, all)) {
    out.push(status('lorcanajson', `${d.code} ${d.name}`, () => parseDecklist(d.text, lookup)));
  }
  return out;
}
