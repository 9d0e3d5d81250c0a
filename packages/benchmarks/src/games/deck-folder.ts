/**
 * A folder of real decklists (the public tournament decks) read through a game module: each file with
 * the module's own reader and deck rules, so the decks the engine can play are measured and the others
 * are named with the problems that keep them out.
 *
 * @module
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DeckIds, GameModule } from '@cardloom/core';

/** A deck of the folder that the module reads and whose deck rules it meets. */
export interface FolderDeck {
  readonly name: string;
  readonly cards: DeckIds;
}

/** The decks of a folder: those that play and those that cannot, with their problems. */
export interface DeckFolder {
  readonly dir: string;
  readonly playable: readonly FolderDeck[];
  readonly unplayable: readonly { readonly name: string; readonly problems: readonly string[] }[];
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The public data folder: `$CARDLOOM_SHARED`, else `shared` next to the repository. */
export const sharedDir: string = process.env.CARDLOOM_SHARED ?? resolve(repoRoot, '../shared');

/** Where the public Lorcana tournament decks are. */
export const TOURNAMENT_DECKS = resolve(sharedDir, 'data/lorcana/decks/tournament-illumidroid');

/**
 * Reads every `.json`, `.dek` and `.txt` decklist of `dir` (sorted; `provenance*` files are notes, not
 * decks) with `module.parseDeck`, checked by `module.validateDeck` under its first ruleset. `undefined`
 * when the folder does not exist.
 */
export function readDeckFolder(module: GameModule, dir: string): DeckFolder | undefined {
  if (!existsSync(dir)) return undefined;
  const ruleset = module.rulesets[0].name;
  const playable: FolderDeck[] = [];
  const unplayable: { name: string; problems: string[] }[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!/\.(json|dek|txt)$/.test(file) || file.startsWith('provenance')) continue;
    const name = file.replace(/\.[^.]+$/, '');
    const read = module.parseDeck(readFileSync(resolve(dir, file), 'utf8'));
    const problems = read.deck
      ? [...read.problems, ...module.validateDeck(read.deck, ruleset)]
      : read.problems;
    if (read.deck && problems.length === 0) playable.push({ name, cards: read.deck });
    else
      unplayable.push({
        name,
        problems: [...new Set(problems.map((p) => p.message.replace(/\s*\(did you mean [^)]*\)$/, '')))],
      });
  }
  return { dir, playable, unplayable };
}
