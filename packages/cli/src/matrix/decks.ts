/**
 * The decks of a deck matrix: ready deck names, decklist files and folders of decklist files, each read
 * with the game's own reader and checked against the ruleset's deck rules. A deck that cannot be played
 * is kept with its problems (the cards the game does not know, the rules it breaks), never dropped.
 */

import type { DeckIds, GameModule } from '@cardloom/core';
import type { FileProblem } from '../errors';
import { UsageError } from '../errors';
import { readDeckFile } from '../input/deck-file';
import type { Io } from '../io';

/** A deck that plays in the matrix. */
export interface MatrixDeck {
  /** Short unique label: the ready deck's name or the file name without its extension. */
  readonly name: string;
  /** Where it came from: the ready deck's name or the file's path. */
  readonly source: string;
  readonly deck: DeckIds;
}

/** A deck that cannot be played, with every problem found (at most 50 listed). */
export interface UnplayableDeck {
  readonly name: string;
  readonly source: string;
  readonly problems: readonly FileProblem[];
  /** Problems found in all (more than listed when past the cap). */
  readonly total: number;
}

/** The decks a matrix was asked for, split into those that play and those that cannot. */
export interface MatrixDecks {
  readonly playable: readonly MatrixDeck[];
  readonly unplayable: readonly UnplayableDeck[];
}

const isPath = (name: string) => name.includes('/') || name.includes('\\') || /\.[a-z0-9]+$/i.test(name);
const baseName = (path: string) =>
  path
    .replace(/[\\/]+$/, '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/\.[^.]+$/, '') ?? path;

/**
 * Reads every deck `entries` names, in order: a ready deck name, a folder whose files (sorted by name)
 * are each read as a decklist, or a decklist file. Labels are made unique with `#2`, `#3`….
 *
 * @throws {UsageError} for an unknown ready deck name or a folder the terminal cannot list.
 */
export async function loadMatrixDecks(
  module: GameModule,
  io: Io,
  entries: readonly string[],
  ruleset: string,
  command: string,
): Promise<MatrixDecks> {
  const playable: MatrixDeck[] = [];
  const unplayable: UnplayableDeck[] = [];
  const used = new Map<string, number>();
  const label = (name: string) => {
    const n = (used.get(name) ?? 0) + 1;
    used.set(name, n);
    return n === 1 ? name : `${name}#${n}`;
  };
  const readFile = async (path: string) => {
    const read = await readDeckFile(module, io, path, ruleset);
    const name = label(baseName(path));
    if (read.deck !== undefined && read.total === 0) playable.push({ name, source: path, deck: read.deck });
    else unplayable.push({ name, source: path, problems: read.problems, total: read.total });
  };
  for (const entry of entries) {
    const ready = module.decks.find((d) => d.name === entry);
    if (ready) {
      playable.push({ name: label(ready.name), source: ready.name, deck: ready.cards });
      continue;
    }
    const files = io.listFiles ? await io.listFiles(entry) : undefined;
    if (files !== undefined) {
      const dir = entry.replace(/[\\/]+$/, '');
      for (const file of files) if (!file.startsWith('.')) await readFile(`${dir}/${file}`);
    } else if (isPath(entry)) await readFile(entry);
    else {
      const available = module.decks.map((d) => d.name).join(', ');
      throw new UsageError(
        `'${entry}' is neither a file, a folder nor a ${module.name} ready deck (available: ${available})`,
        command,
      );
    }
  }
  return { playable, unplayable };
}

/** A problem's message without a trailing "did you mean …" hint. */
export const withoutHint = (message: string): string => message.replace(/\s*\(did you mean [^)]*\)$/, '');

/**
 * The problems that keep the most decks out, by message (a "did you mean" hint dropped), most frequent
 * first: for a card game, the cards to implement next.
 */
export function blockingProblems(
  unplayable: readonly UnplayableDeck[],
): { message: string; decks: number }[] {
  const counts = new Map<string, Set<string>>();
  for (const deck of unplayable) {
    for (const p of deck.problems) {
      const message = withoutHint(p.message);
      let decks = counts.get(message);
      if (!decks) counts.set(message, (decks = new Set()));
      decks.add(deck.name);
    }
  }
  return [...counts]
    .map(([message, decks]) => ({ message, decks: decks.size }))
    .sort((a, b) => b.decks - a.decks || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
}
