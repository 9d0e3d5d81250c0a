/**
 * Compiles one printing (facts + printed text) into a {@link LorcanaCard}, or says which phrase
 * of its text the grammar could not parse.
 *
 * @module
 */
import type { LorcanaCard } from '../../src/cards/card.js';
import type { KeywordAbility } from '../../src/cards/vocabulary-abilities.js';
import type { Printing, TextLine } from './data/printings.js';
import { parseAbility, parseKeywordLine } from './grammar/abilities.js';
import { parseEffect } from './grammar/effects.js';
import { Unparsed } from './grammar/phrases.js';
import { splitRunOnKeyword } from './grammar/statics/ink-and-draw-step-statics.js';
import { splitGainedQuote } from './grammar/triggers/exert-triggers-and-quoted-abilities.js';
import { lowerAbility, lowerEffect } from './lower/lower.js';
import type { ParsedAbility, ParsedEffect } from './parsed/parse-tree.js';

/** The outcome of compiling one card. */
export type Compiled =
  | { readonly ok: true; readonly card: LorcanaCard }
  | { readonly ok: false; readonly printing: Printing; readonly phrase: string };

/** The characteristics of a printing (no rules text). */
export function characteristics(p: Printing): LorcanaCard {
  return {
    id: p.id,
    set: p.set,
    number: p.number,
    name: p.name,
    ...(p.version ? { version: p.version } : {}),
    type: p.type,
    ...(p.song ? { song: true } : {}),
    cost: p.cost,
    inkwell: p.inkwell,
    inks: p.inks,
    ...(p.strength !== undefined ? { strength: p.strength } : {}),
    ...(p.willpower !== undefined ? { willpower: p.willpower } : {}),
    ...(p.lore !== undefined ? { lore: p.lore } : {}),
    ...(p.moveCost !== undefined ? { moveCost: p.moveCost } : {}),
    classifications: p.classifications,
    rarity: p.rarity,
  };
}

/** “Choose one:” followed by bullet lines becomes one line: `Choose one: • A • B`. */
export function withBullets(lines: readonly TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines.flatMap(splitRunOnKeyword).flatMap(splitGainedQuote)) {
    const bullet = /^[•*-] ?(.+)$/.exec(line.body);
    const last = out[out.length - 1];
    if (bullet && !line.name && last && /(?:[Cc]hoose one|card type is):( •.*)?$/.test(last.body)) {
      out[out.length - 1] = { ...last, body: `${last.body} • ${bullet[1]}` };
    } else out.push(line);
  }
  return out;
}

/** Compiles a printing; never throws on unparsed text. */
export function compilePrinting(p: Printing): Compiled {
  try {
    const keywords: KeywordAbility[] = [];
    const abilities: ParsedAbility[] = [];
    let effect: ParsedEffect | undefined;
    for (const line of withBullets(p.lines)) {
      if (line.name) {
        abilities.push(parseAbility(line.name, line.body));
        continue;
      }
      const kws = parseKeywordLine(line.body);
      if (kws) keywords.push(...kws);
      // An activated ability printed without a story name (“{E}, 2 {I} — …” on an item, CR 6.3).
      else if (p.type !== 'action' && /^(?:\{E\}|\d+ \{I\})[^—]* — /.test(line.body))
        abilities.push(parseAbility('', line.body));
      // “You can't play this action unless …”, “For each …, you pay 1 {I} less to play this action”:
      // a static of the action, read from hand (CR 1.2.2, 6.4.1).
      else if (
        p.type === 'action' &&
        /^(?:You can't play this action\b|For each [^,]+, you pay)/.test(line.body)
      )
        abilities.push(parseAbility('', line.body));
      else if (p.type === 'action' && !effect) effect = parseEffect(line.body);
      // An action's later unnamed lines go on with its effect, in the order printed (CR 6.1.2).
      else if (p.type === 'action') effect = [...effect!, ...parseEffect(line.body)];
      // A static ability printed without a story name (“Your characters with Evasive get +1 {S}.”).
      else abilities.push(parseAbility('', line.body));
    }
    if (p.type === 'action' && !effect) throw new Unparsed('(an action without an effect)');
    const card: LorcanaCard = {
      ...characteristics(p),
      ...(keywords.length ? { keywords } : {}),
      ...(abilities.length ? { abilities: abilities.map(lowerAbility) } : {}),
      ...(effect ? { effect: lowerEffect(effect) } : {}),
    };
    return { ok: true, card };
  } catch (error) {
    if (error instanceof Unparsed) return { ok: false, printing: p, phrase: error.phrase };
    throw error;
  }
}
