/**
 * Deck files in the formats found in public deck collections, read into a {@link Decklist}:
 * - text: `N Name - Version` lines ({@link parseDecklist});
 * - JSON: `{ "name": …, "cards": "<text decklist>" }` (tournament deck exports);
 * - LackeyCCG `.dek` XML: one `<card><name>Full Name</name>…</card>` per copy in the `Deck`
 *   superzone;
 * - LorcanaJSON's deck form `{ "names", "cardsAndAmounts" }` (the precon decks of `baseDeckData.json`,
 *   keyed by LorcanaJSON card id; see `lorcanajson-deck.ts`), and the whole of `baseDeckData.json`
 *   with its `allCards.json` to turn ids into names ({@link lorcanaJsonDecklists}).
 * Every problem is a {@link DecklistError} naming the line and what is wrong (in a JSON deck, the line
 * of its `"cards"` string, with the card named in the message).
 *
 * @module
 */
import type { LorcanaCard } from '../cards/card.js';
import { cardByFullName } from '../cards/registry.js';
import { type Decklist, DecklistError, parseDecklist } from './decklist.js';
import { isLorcanaJsonDeck, parseLorcanaJsonDeck } from './lorcanajson-deck.js';

/** The formats {@link parseDeckFile} reads. */
export type DeckFileFormat = 'text' | 'json' | 'dek' | 'lorcanajson';

/** A deck read from a file: its list and, when the file says, its name. */
export interface DeckFile {
  readonly format: DeckFileFormat;
  readonly name?: string;
  readonly deck: Decklist;
}

const formatError = (message: string) =>
  new DecklistError([{ line: 1, text: '', kind: 'malformed', message }]);

/** The format of a deck file, from its first non-blank character. */
export function deckFileFormat(content: string): DeckFileFormat {
  const first = content.trimStart().charAt(0);
  return first === '{' ? 'json' : first === '<' ? 'dek' : 'text';
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_m, e: string) =>
    e.startsWith('#') ? String.fromCharCode(Number(e.slice(1))) : XML_ENTITIES[e],
  );

/** A `.dek` file as a text decklist with the same line numbers (one `1 Name` line per copy). */
function dekToText(content: string): string {
  const deck = /<superzone name="Deck">([\s\S]*?)<\/superzone>/.exec(content);
  if (!deck) throw formatError('a .dek file needs a <superzone name="Deck"> element');
  const before = content.slice(0, deck.index).split('\n').length - 1;
  const lines = content.split('\n').map(() => '');
  deck[1].split('\n').forEach((line, i) => {
    const card = /<card>\s*<name[^>]*>([^<]*)<\/name>/.exec(line);
    if (card) lines[before + i] = `1 ${unescapeXml(card[1]).trim()}`;
    else if (/<card>/.test(line)) lines[before + i] = line.trim();
  });
  return lines.join('\n');
}

/**
 * Reads a deck file in any supported format.
 *
 * @example
 * ```ts
 * parseDeckFile('{"name":"Aggro","cards":"4 Stitch - New Dog"}').name; // 'Aggro'
 * ```
 * @throws {DecklistError} for a malformed file, bad counts or unknown cards.
 */
export function parseDeckFile(
  content: string,
  lookup: (name: string) => LorcanaCard | undefined = cardByFullName,
): DeckFile {
  const format = deckFileFormat(content);
  if (format === 'text') return { format, deck: parseDecklist(content, lookup) };
  if (format === 'dek') return { format, deck: parseDecklist(dekToText(content), lookup) };
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw formatError(`invalid JSON: ${(error as Error).message}`);
  }
  if (isLorcanaJsonDeck(data)) {
    return { format: 'lorcanajson', ...parseLorcanaJsonDeck(content, data as object, lookup) };
  }
  const record = data as { name?: unknown; cards?: unknown };
  if (typeof record.cards !== 'string')
    throw formatError('a JSON deck needs a "cards" string (a text decklist)');
  const name = typeof record.name === 'string' ? record.name : undefined;
  return { format, ...(name ? { name } : {}), deck: parseJsonCards(content, record.cards, lookup) };
}

/**
 * The list of a JSON deck. A JSON string holds no raw line break, so the whole list sits on the file
 * line of its `"cards"` value: every problem is reported on that line, and its message names the card.
 */
function parseJsonCards(
  content: string,
  cards: string,
  lookup: (name: string) => LorcanaCard | undefined,
): Decklist {
  try {
    return parseDecklist(cards, lookup);
  } catch (error) {
    if (!(error instanceof DecklistError)) throw error;
    const key = /(?<!\\)"cards"\s*:\s*"/.exec(content);
    const line = key ? content.slice(0, key.index + key[0].length).split(/\r\n|\r|\n/).length : 1;
    throw new DecklistError(error.issues.map((issue) => ({ ...issue, line })));
  }
}

/** One deck of LorcanaJSON's base deck data, as a text decklist. */
export interface LorcanaJsonDeck {
  readonly group: string;
  readonly code: string;
  readonly name: string;
  /** `N Full Name` lines; an id missing from `allCards` is a `N LorcanaJSON card #id` line. */
  readonly text: string;
  readonly unknownIds: readonly number[];
}

/**
 * The decks of LorcanaJSON's `baseDeckData.json`, names resolved with its `allCards.json`.
 *
 * @throws {DecklistError} when either file does not have the LorcanaJSON shape.
 */
export function lorcanaJsonDecklists(baseDeckData: unknown, allCards: unknown): LorcanaJsonDeck[] {
  const cards = (allCards as { cards?: unknown })?.cards;
  if (!Array.isArray(cards)) throw formatError('allCards.json needs a "cards" array');
  const names = new Map<number, string>(
    cards.map((c: { id: number; fullName: string }) => [c.id, c.fullName] as const),
  );
  if (typeof baseDeckData !== 'object' || baseDeckData === null)
    throw formatError('baseDeckData.json needs an object of deck groups');
  const out: LorcanaJsonDeck[] = [];
  for (const [group, sets] of Object.entries(baseDeckData as Record<string, Record<string, unknown>>)) {
    for (const [code, entry] of Object.entries(sets)) {
      const decks = (entry as { decks?: unknown }).decks;
      if (!Array.isArray(decks)) throw formatError(`${group}/${code} needs a "decks" array`);
      for (const deck of decks as { names: { en: string }; cardsAndAmounts: Record<string, number> }[]) {
        const unknownIds: number[] = [];
        const lines: string[] = [];
        for (const [id, n] of Object.entries(deck.cardsAndAmounts)) {
          const name = names.get(Number(id));
          if (name) lines.push(`${n} ${name}`);
          else {
            // Kept as a line so parsing the deck reports it as an unknown card.
            unknownIds.push(Number(id));
            lines.push(`${n} LorcanaJSON card #${id}`);
          }
        }
        out.push({ group, code, name: deck.names.en, text: lines.join('\n'), unknownIds });
      }
    }
  }
  return out;
}
