/**
 * Reading a decklist file for any game: the file is screened before the game's reader sees it (size,
 * line count, line length, control characters, card total), so every game's reader only ever gets a
 * small, printable text, and no count in the file decides how much memory is used.
 */
import type { DeckIds, GameModule } from '@cardloom/core';
import { DeckFileError, type FileProblem } from '../errors';
import { describeChar } from '../format/escape';
import type { Io } from '../io';
import {
  MAX_DECK_CARDS,
  MAX_DECK_FILE_BYTES,
  MAX_DECK_JSON_LINE_LENGTH,
  MAX_DECK_LINE_LENGTH,
  MAX_DECK_LINES,
} from './limits';
import { ProblemList } from './problems';
import { readTextFile } from './read-text';

/** Where a limit of this reader is broken, as the `rule` of a problem. */
const LIMITS = 'decklist limits';

/** Control characters, NUL, bidi controls, separators and the mark left by bytes that are not UTF-8. */
const NOT_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff\ufffd]/;
const COUNT = /^\s*(\d+)/;

/** The deck read from a file, or the problems that keep it from being one. */
export interface DeckRead {
  deck?: DeckIds;
  /** The first problems found (at most `MAX_LISTED_PROBLEMS`). */
  problems: readonly FileProblem[];
  /** How many problems were found in all. */
  total: number;
}

/**
 * Checks that `text` is a decklist-sized printable text: at most {@link MAX_DECK_LINES} lines of at most
 * {@link MAX_DECK_LINE_LENGTH} characters ({@link MAX_DECK_JSON_LINE_LENGTH} in a JSON document, whose
 * decklist is one string on one line), no control or bidi characters, and leading copy counts adding
 * up to at most {@link MAX_DECK_CARDS}. A byte-order mark at the start is allowed. Lines end with
 * `\r\n`, `\n` or a lone `\r`.
 */
export function screenDeckText(text: string, into = new ProblemList()): ProblemList {
  const body = text.startsWith('\ufeff') ? text.slice(1) : text;
  const lines = body.split(/\r\n|\r|\n/, MAX_DECK_LINES + 1);
  if (lines.length > MAX_DECK_LINES) {
    into.add({ message: `the file has more than ${MAX_DECK_LINES} lines`, rule: LIMITS });
    return into;
  }
  const maxLength = /^\s*[[{]/.test(body) ? MAX_DECK_JSON_LINE_LENGTH : MAX_DECK_LINE_LENGTH;
  let cards = 0;
  for (let i = 0; i < lines.length; i++) {
    const problem = lineProblem(lines[i], maxLength);
    if (problem !== undefined) {
      into.add({ line: i + 1, message: problem, rule: LIMITS });
      continue;
    }
    const trimmed = lines[i].trim();
    if (trimmed.startsWith('#') || trimmed.startsWith('//')) continue;
    const count = COUNT.exec(trimmed)?.[1];
    if (count === undefined) continue;
    cards += Number(count);
    if (cards > MAX_DECK_CARDS) {
      into.add({
        line: i + 1,
        message: `${count} ${count === '1' ? 'copy' : 'copies'}; a decklist may hold at most ${MAX_DECK_CARDS} cards in all`,
        rule: LIMITS,
      });
      return into;
    }
  }
  return into;
}

function lineProblem(line: string, maxLength: number): string | undefined {
  if (line.length > maxLength) {
    return `is ${line.length} characters long; a decklist line may have at most ${maxLength}`;
  }
  const bad = NOT_TEXT.exec(line);
  if (bad) return `not text: control character ${describeChar(bad[0])} at column ${bad.index + 1}`;
  return undefined;
}

/**
 * Reads, screens and parses the decklist at `path` with `module`'s reader, then checks it against
 * `ruleset`'s deck rules when given. Never throws for the file's content: every problem is returned.
 */
export async function readDeckFile(
  module: GameModule,
  io: Io,
  path: string,
  ruleset?: string,
): Promise<DeckRead> {
  const problems = new ProblemList();
  const read = await readTextFile(io, path, MAX_DECK_FILE_BYTES, 'decklist');
  if ('tooLarge' in read) {
    problems.add({ message: `the file is larger than ${MAX_DECK_FILE_BYTES} bytes`, rule: LIMITS });
    return result(problems);
  }
  const text = read.text.startsWith('\ufeff') ? read.text.slice(1) : read.text;
  if (screenDeckText(text, problems).total > 0) return result(problems);
  const parsed = module.parseDeck(text);
  for (const p of parsed.problems) problems.add(p);
  if (parsed.deck === undefined || ruleset === undefined) return result(problems, parsed.deck);
  for (const p of module.validateDeck(parsed.deck, ruleset)) problems.add(p);
  return result(problems, parsed.deck);
}

function result(problems: ProblemList, deck?: DeckIds): DeckRead {
  return { ...(deck !== undefined && { deck }), problems: problems.listed, total: problems.total };
}

/**
 * The deck at `path`, ready to play: a {@link DeckFileError} listing the problems when the file is not a
 * usable decklist of `module`'s game.
 */
export async function loadDeckFile(module: GameModule, io: Io, path: string): Promise<DeckIds> {
  const read = await readDeckFile(module, io, path);
  if (read.deck === undefined || read.total > 0) {
    throw new DeckFileError(path, read.problems, read.total - read.problems.length);
  }
  return read.deck;
}
