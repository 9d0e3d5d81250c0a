/**
 * Reads the public card data (Lorcast dump for sets 1–11 and promos, Ravensburger gallery for
 * set 12) into one record per unique card (name + version): the facts the encoding carries and
 * the printed text the grammar reads. The text is only read here and by tests, never written out.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import type { CardType, Ink } from '../../../src/cards/vocabulary-refs.js';
import { restoreLostSymbols } from './lost-symbols.js';

/** One ability line of the printed text: its story name (if any) and its body. */
export interface TextLine {
  readonly name?: string;
  readonly body: string;
}

/** One unique card as the compiler sees it. */
export interface Printing {
  readonly id: string;
  readonly set: string;
  readonly number: number;
  readonly name: string;
  readonly version?: string;
  readonly type: CardType;
  readonly song: boolean;
  readonly cost: number;
  readonly inkwell: boolean;
  readonly inks: readonly Ink[];
  readonly strength?: number;
  readonly willpower?: number;
  readonly lore?: number;
  readonly moveCost?: number;
  readonly classifications: readonly string[];
  readonly rarity: string;
  /** The printed rules text, reminder text removed, one entry per line. */
  readonly lines: readonly TextLine[];
}

interface LorcastRow {
  name: string;
  version?: string | null;
  cost: number;
  inkwell: boolean;
  ink: string | null;
  inks: string[] | null;
  type: string[];
  classifications: string[] | null;
  move_cost: number | null;
  strength: number | null;
  willpower: number | null;
  lore: number | null;
  rarity: string;
  collector_number: string;
  text: string | null;
  set: { code: string };
}

interface GalleryRow {
  name: string;
  subtitle: string | null;
  cardType: string;
  inkColors: string[];
  inkCost: number;
  inkConvertible: boolean;
  strength: number | null;
  willpower: number | null;
  loreValue: number | null;
  moveCost?: number | null;
  rarity: string;
  subtypes: string[];
  rulesText: string;
  cardIdentifier: string;
}

const titleCase = (s: string) =>
  s.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());

/**
 * A rarity as the card carries it, one spelling for both sources: “Common”, “Super rare” (Lorcast
 * writes “Super_rare”, the Ravensburger gallery “SUPER”), “Legendary”, “Enchanted”, …
 */
export function rarityName(raw: string): string {
  const lower = raw.toLowerCase().replace(/_/g, ' ');
  const name = lower === 'super' ? 'super rare' : lower;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Removes reminder text and normalises quotes, dashes and spacing. */
export function cleanText(text: string): string {
  let t = text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
  // Reminder text is in parentheses (CR 5.2.8.3), possibly nested once.
  for (let i = 0; i < 2; i++) t = t.replace(/\s*\([^()]*\)/g, '');
  return t
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([.,])/g, '$1')
    .trim();
}

// “10,000 MEDICAL PROCEDURES”: a thousands-grouped number may open an upper-case story name.
const NAME_TOKEN = /^(?:[^a-z{]*[A-Z][^a-z{]*|\d{1,3}(?:,\d{3})+)$/;

/** Splits a Lorcast line into an upper-case story name and the body. */
function splitLorcastLine(line: string): TextLine {
  const tokens = line.split(' ');
  let n = 0;
  while (n < tokens.length - 1 && NAME_TOKEN.test(tokens[n]) && !/^[A-Z][a-z]/.test(tokens[n])) n++;
  // A lone capital “I” or “A” starting a sentence is not a name.
  if (n === 0) return { body: line };
  return { name: titleCase(tokens.slice(0, n).join(' ')), body: tokens.slice(n).join(' ') };
}

/**
 * A keyword's reminder text followed on the same line by an upper-case story name starts a new line
 * (a name's later words may start with an apostrophe: “GET 'EM!”).
 */
const NAME_AFTER_REMINDER = /\)[ \t]+(?=[A-Z][A-Z'!?-]*(?:[ \t]+'?[A-Z][A-Z'!?-]*)*[ \t]+[A-Z][a-z])/g;

/** “Good Business This location gets …”: a title-case story name before a sentence about the card. */
const TITLE_NAME =
  /^((?:[A-Z][a-z']+ ){1,4})((?:This|Your) (?:character|location|item|characters|locations|items)\b.*)$/;

function splitTitleName(line: TextLine): TextLine {
  if (line.name) return line;
  const m = TITLE_NAME.exec(line.body);
  return m ? { name: m[1].trim(), body: m[2] } : line;
}

function linesOfLorcast(text: string | null): TextLine[] {
  if (!text) return [];
  return text
    .replace(NAME_AFTER_REMINDER, ')\n')
    .split('\n')
    .map((l) => cleanText(l))
    .filter((l) => l !== '')
    .map(splitLorcastLine)
    .map(splitTitleName);
}

function linesOfGallery(text: string): TextLine[] {
  return text
    .split(/\n+/)
    .map((l) => cleanText(l.replace(/<([^>]+)>/g, '$1')))
    .filter((l) => l !== '')
    .map((l) => {
      const m = /^\\([^\\]+)\\\s*(.*)$/.exec(l);
      return m ? { name: m[1].trim(), body: m[2] } : { body: l };
    });
}

const INK: Record<string, Ink> = {
  AMBER: 'Amber',
  AMETHYST: 'Amethyst',
  EMERALD: 'Emerald',
  RUBY: 'Ruby',
  SAPPHIRE: 'Sapphire',
  STEEL: 'Steel',
};

const pad = (n: number) => String(n).padStart(3, '0');
const num = (v: number | null | undefined) => (v === null || v === undefined ? undefined : v);

function fromLorcast(row: LorcastRow): Printing {
  const number = Number.parseInt(row.collector_number, 10);
  const id = `${row.set.code}-${pad(number)}`;
  return {
    id,
    set: row.set.code,
    number,
    name: row.name,
    ...(row.version ? { version: row.version } : {}),
    type: row.type[0].toLowerCase() as CardType,
    song: row.type.includes('Song'),
    cost: row.cost,
    inkwell: row.inkwell,
    inks: (row.inks ?? [row.ink ?? '']) as Ink[],
    strength: num(row.strength),
    willpower: num(row.willpower),
    lore: num(row.lore),
    moveCost: num(row.move_cost),
    classifications: row.classifications ?? [],
    rarity: rarityName(row.rarity),
    lines: restoreLostSymbols(id, linesOfLorcast(row.text)),
  };
}

function fromGallery(row: GalleryRow): Printing & { main: boolean } {
  const number = Number.parseInt(row.cardIdentifier, 10);
  const promo = /\/(P\d+)/.exec(row.cardIdentifier)?.[1];
  const type = row.cardType.replace(/s$/, '') as CardType;
  const song = row.subtypes.includes('Song');
  return {
    id: `${promo ?? '12'}-${pad(number)}`,
    set: promo ?? '12',
    main: !promo && number <= 204,
    number,
    name: row.name,
    ...(row.subtitle ? { version: row.subtitle } : {}),
    type,
    song,
    cost: row.inkCost,
    inkwell: row.inkConvertible,
    inks: row.inkColors.map((c) => INK[c]),
    strength: type === 'character' ? num(row.strength) : undefined,
    willpower: type === 'character' || type === 'location' ? num(row.willpower) : undefined,
    lore: type === 'character' || type === 'location' ? num(row.loreValue) : undefined,
    moveCost: type === 'location' ? num(row.moveCost) : undefined,
    classifications: row.subtypes.filter((s) => s !== 'Song' && type === 'character'),
    rarity: rarityName(row.rarity),
    lines: linesOfGallery(row.rulesText),
  };
}

/** Full-name key of a printing, as the registry normalises it. */
export const keyOf = (p: { name: string; version?: string }) =>
  `${p.name}${p.version ? ` - ${p.version}` : ''}`.toLowerCase();

/** A main-set printing with a plain collector number sorts before promos and variants. */
function rank(p: LorcastRow): [number, number] {
  const main = /^\d+$/.test(p.set.code) && /^\d+$/.test(p.collector_number);
  return [main ? Number(p.set.code) : 100, Number.parseInt(p.collector_number, 10) || 9999];
}

/**
 * Every unique card of the data folder, one printing each (the earliest main-set printing),
 * ordered by set and number.
 */
export function readPrintings(dataDir: string): Printing[] {
  const lorcast: LorcastRow[] = JSON.parse(readFileSync(`${dataDir}/lorcast-cards.en.json`, 'utf8'));
  const gallery: GalleryRow[] = JSON.parse(
    readFileSync(`${dataDir}/ravensburger-set12-wilds-unknown.en.json`, 'utf8'),
  );
  const best = new Map<string, LorcastRow>();
  for (const row of lorcast) {
    const key = keyOf({ name: row.name, version: row.version ?? undefined });
    const seen = best.get(key);
    if (!seen) best.set(key, row);
    else {
      const [a, b] = [rank(row), rank(seen)];
      if (a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])) best.set(key, row);
    }
  }
  const out = [...best.values()].map(fromLorcast);
  const known = new Set(out.map(keyOf));
  const fromSet12 = new Map<string, Printing & { main: boolean }>();
  for (const row of gallery) {
    const p = fromGallery(row);
    const seen = fromSet12.get(keyOf(p));
    if (known.has(keyOf(p)) || (seen && (seen.main || !p.main))) continue;
    fromSet12.set(keyOf(p), p);
  }
  for (const { main: _main, ...p } of fromSet12.values()) out.push(p);
  const setRank = (s: string) => (/^\d+$/.test(s) ? Number(s) : 100 + s.charCodeAt(0));
  return out.sort(
    (a, b) => setRank(a.set) - setRank(b.set) || a.set.localeCompare(b.set) || a.number - b.number,
  );
}

/**
 * The rarity of every printing of the Lorcast data by card id (`"1-069"`: set and collector number),
 * for checking the hand-written cards against the data.
 */
export function readRarities(dataDir: string): Map<string, string> {
  const lorcast: LorcastRow[] = JSON.parse(readFileSync(`${dataDir}/lorcast-cards.en.json`, 'utf8'));
  const out = new Map<string, string>();
  for (const row of lorcast) {
    const number = Number.parseInt(row.collector_number, 10);
    out.set(`${row.set.code}-${pad(number)}`, rarityName(row.rarity));
  }
  return out;
}
