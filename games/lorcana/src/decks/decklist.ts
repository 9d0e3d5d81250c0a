/**
 * Decklists in the common text format: one `N Name - Version` line per card (`N Name` for
 * cards without a version). Blank lines and lines starting with `#` or `//` are ignored. Lines end
 * with `\r\n`, `\n` or a lone `\r`. A list holds at most {@link MAX_DECKLIST_CARDS} cards, checked
 * line by line before anything is built, so no count in the text decides how much memory is used.
 *
 * @module
 */
import { fullName, type LorcanaCard } from '../cards/card.js';
import { cardByFullName, similarNames } from '../cards/registry.js';

/** One line of a decklist. */
export interface DecklistEntry {
  readonly count: number;
  readonly card: LorcanaCard;
}

/** A parsed decklist, in the order the cards were first listed. */
export type Decklist = readonly DecklistEntry[];

/** What was wrong with one line. */
export interface DecklistIssue {
  /** 1-based line number. */
  readonly line: number;
  readonly text: string;
  readonly kind: 'malformed' | 'badCount' | 'unknownCard';
  readonly message: string;
}

/** Thrown by {@link parseDecklist} with every problem found, not just the first. */
export class DecklistError extends Error {
  override readonly name = 'DecklistError';
  constructor(readonly issues: readonly DecklistIssue[]) {
    super(issues.map((i) => `line ${i.line}: ${i.message}`).join('\n'));
  }
}

const LINE = /^(\d+)\s*x?\s+(\S.*)$/i;

/**
 * Most cards a decklist may hold in all. No format needs near as many (Constructed asks for 60, at most
 * 4 copies of a full name under CR 1.10.1.1); the bound keeps a count like `9999999999` from being built.
 */
export const MAX_DECKLIST_CARDS = 1000;

/** Unknown names that get "did you mean" suggestions; past them a list of junk costs no more searching. */
const SUGGESTED_NAMES = 20;

/** At most `max` characters of a line, for quoting it in a message. */
const quote = (text: string, max = 80) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * Parses a decklist. Repeated names are merged.
 *
 * @example
 * ```ts
 * const deck = parseDecklist('4 Stitch - New Dog\n2 Fire the Cannons!');
 * deck[0].card.name; // 'Stitch'
 * ```
 * @throws {DecklistError} listing malformed lines, zero counts, counts past {@link MAX_DECKLIST_CARDS}
 * and unknown cards.
 */
export function parseDecklist(
  text: string,
  lookup: (name: string) => LorcanaCard | undefined = cardByFullName,
): Decklist {
  const issues: DecklistIssue[] = [];
  const counts = new Map<LorcanaCard, number>();
  let total = 0;
  let suggested = 0;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//')) return;
    const match = LINE.exec(line);
    const at = { line: index + 1, text: raw };
    if (!match) {
      issues.push({ ...at, kind: 'malformed', message: `expected "N Name - Version", got "${quote(line)}"` });
      return;
    }
    const count = Number(match[1]);
    if (count < 1) {
      issues.push({
        ...at,
        kind: 'badCount',
        message: `count must be at least 1, got ${match[1]} for "${quote(match[2])}"`,
      });
      return;
    }
    const card = lookup(match[2]);
    if (!card) {
      const hint = suggested++ < SUGGESTED_NAMES ? similarNames(match[2]) : [];
      const suggestion = hint.length > 0 ? ` (did you mean ${hint.map((h) => `"${h}"`).join(', ')}?)` : '';
      issues.push({ ...at, kind: 'unknownCard', message: `unknown card "${quote(match[2])}"${suggestion}` });
      return;
    }
    if (total + count > MAX_DECKLIST_CARDS) {
      issues.push({
        ...at,
        kind: 'badCount',
        message: `${match[1]} copies of ${fullName(card)}; a decklist may hold at most ${MAX_DECKLIST_CARDS} cards in all`,
      });
      return;
    }
    total += count;
    counts.set(card, (counts.get(card) ?? 0) + count);
  });
  if (issues.length > 0) throw new DecklistError(issues);
  return [...counts].map(([card, count]) => ({ card, count }));
}

/** Writes a decklist back in the `N Name - Version` format. */
export function formatDecklist(deck: Decklist): string {
  return deck.map((e) => `${e.count} ${fullName(e.card)}`).join('\n');
}

/** The individual cards of a decklist (one element per copy), in list order. */
export function expandDecklist(deck: Decklist): LorcanaCard[] {
  return deck.flatMap((e) => Array.from({ length: e.count }, () => e.card));
}

/** Total number of cards. */
export function deckSize(deck: Decklist): number {
  return deck.reduce((n, e) => n + e.count, 0);
}
