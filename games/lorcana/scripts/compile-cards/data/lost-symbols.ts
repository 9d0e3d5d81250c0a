/**
 * Symbols the Lorcast dump lost from a printed line, put back before the grammar reads it. The dump
 * sometimes drops a stat symbol: “gets +3 this turn” where the card shows the Strength symbol after
 * the number. Each repair names the card (by id) and the stat the card shows, so nothing is guessed
 * from the wording; a line that no longer has the gap is left alone.
 *
 * @module
 */
import type { TextLine } from './printings.js';

/** A stat symbol missing after a signed number (“+3”) in one card's text: the card id and the symbol. */
const LOST_STAT_AFTER_NUMBER: ReadonlyMap<string, string> = new Map([
  // Thumper - Young Bunny: the printed card gives +3 Strength.
  ['8-134', '{S}'],
]);

/** The card's lines with the stat symbols the dump lost put back (the same lines for other cards). */
export function restoreLostSymbols(id: string, lines: TextLine[]): TextLine[] {
  const symbol = LOST_STAT_AFTER_NUMBER.get(id);
  if (!symbol) return lines;
  return lines.map((line) => ({
    ...line,
    body: line.body.replace(/\b(gets? [+-]\d+) (?!\{)/g, `$1 ${symbol} `),
  }));
}
