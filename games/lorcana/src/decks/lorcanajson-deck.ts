/**
 * LorcanaJSON's deck form, as `lorcanajson-baseDeckData.json` holds its precon decks: one deck is
 * `{ "names": { "en": … }, "cardsAndAmounts": { "<LorcanaJSON card id>": <count>, … } }`. Ids are
 * turned into full names with the table compile-cards writes from the data's `allCards` dump
 * ({@link LORCANAJSON_NAMES}); the list is then read as a text decklist, so counts and unknown cards
 * give the usual {@link DecklistError}. A whole base deck file of one deck is that deck; one of
 * several decks is refused, naming them.
 *
 * @module
 */
import type { LorcanaCard } from '../cards/card.js';
import { type Decklist, DecklistError, type DecklistIssue, parseDecklist } from './decklist.js';
import { LORCANAJSON_NAMES, LORCANAJSON_SOURCE } from './lorcanajson-names.js';

/** One LorcanaJSON deck as the file gives it. */
interface JsonDeck {
  readonly names?: { readonly en?: unknown };
  readonly cardsAndAmounts: unknown;
}

/** A LorcanaJSON deck read: its English name, if given, and its list. */
export interface LorcanaJsonDeckFile {
  readonly name?: string;
  readonly deck: Decklist;
}

/** The 1-based line of the first `"key"` of the JSON text at or after `from`, else 1. */
function lineOf(content: string, key: string, from = 0): number {
  const at = content.indexOf(`"${key}"`, from);
  return at < 0 ? 1 : content.slice(0, at).split(/\r\n|\r|\n/).length;
}

const issue = (line: number, kind: DecklistIssue['kind'], message: string): DecklistIssue => ({
  line,
  text: '',
  kind,
  message,
});

/** Whether the parsed JSON has LorcanaJSON's deck shape: a single deck, or a base deck file. */
export function isLorcanaJsonDeck(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  return 'cardsAndAmounts' in data || baseDecks(data) !== undefined;
}

/** The decks of a base deck file (`group → set code → { decks: […] }`), or undefined for another shape. */
function baseDecks(data: object): { where: string; deck: JsonDeck }[] | undefined {
  const out: { where: string; deck: JsonDeck }[] = [];
  for (const [group, sets] of Object.entries(data)) {
    if (typeof sets !== 'object' || sets === null) return undefined;
    for (const [code, entry] of Object.entries(sets)) {
      const decks = (entry as { decks?: unknown } | null)?.decks;
      if (!Array.isArray(decks)) return undefined;
      decks.forEach((deck, i) => {
        out.push({ where: `${group} ${code} #${i + 1}`, deck: deck as JsonDeck });
      });
    }
  }
  return out.length > 0 ? out : undefined;
}

/**
 * Reads a LorcanaJSON deck (see the module comment) from the JSON text `content` and its parsed `data`.
 *
 * @throws {DecklistError} for a malformed deck (ids or counts that are not positive whole numbers, no
 * `cardsAndAmounts` object, a file of several decks), an id the table does not know, or an unknown card.
 */
export function parseLorcanaJsonDeck(
  content: string,
  data: object,
  lookup: (name: string) => LorcanaCard | undefined,
): LorcanaJsonDeckFile {
  let deck = data as JsonDeck;
  if (!('cardsAndAmounts' in data)) {
    const all = baseDecks(data) ?? [];
    if (all.length !== 1) {
      const named = all.map((d) => `${d.where} “${String(d.deck.names?.en ?? '?')}”`);
      throw new DecklistError([
        issue(
          1,
          'malformed',
          `a LorcanaJSON base deck file holding ${all.length} decks: save the one to play ({"names", "cardsAndAmounts"}) as its own file (${named.slice(0, 5).join(', ')}${named.length > 5 ? ', …' : ''})`,
        ),
      ]);
    }
    deck = all[0].deck;
  }
  const start = content.indexOf('"cardsAndAmounts"');
  const listLine = lineOf(content, 'cardsAndAmounts');
  const amounts = deck.cardsAndAmounts;
  if (typeof amounts !== 'object' || amounts === null || Array.isArray(amounts))
    throw new DecklistError([
      issue(listLine, 'malformed', '"cardsAndAmounts" must be an object of LorcanaJSON card id → count'),
    ]);
  const issues: DecklistIssue[] = [];
  const lines: string[] = [];
  const lineOfLine: number[] = [];
  for (const [id, count] of Object.entries(amounts)) {
    const line = lineOf(content, id, Math.max(start, 0));
    if (!/^[1-9]\d{0,6}$/.test(id)) {
      issues.push(
        issue(line, 'malformed', `"${id.slice(0, 20)}" is not a LorcanaJSON card id (a whole number)`),
      );
      continue;
    }
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
      issues.push(issue(line, 'badCount', `card #${id}: the count must be a whole number of 1 or more`));
      continue;
    }
    const name = LORCANAJSON_NAMES.get(Number(id));
    if (name === undefined) {
      issues.push(issue(line, 'unknownCard', `LorcanaJSON card #${id} is not in ${LORCANAJSON_SOURCE}`));
      continue;
    }
    lines.push(`${count} ${name}`);
    lineOfLine.push(line);
  }
  let list: Decklist = [];
  try {
    list = parseDecklist(lines.join('\n'), lookup);
  } catch (error) {
    if (!(error instanceof DecklistError)) throw error;
    // Back to the file's lines: the text list has one line per id, in order.
    issues.push(...error.issues.map((i) => ({ ...i, line: lineOfLine[i.line - 1] ?? listLine })));
  }
  if (issues.length > 0) throw new DecklistError(issues.sort((a, b) => a.line - b.line));
  const name = deck.names?.en;
  return { ...(typeof name === 'string' ? { name } : {}), deck: list };
}
