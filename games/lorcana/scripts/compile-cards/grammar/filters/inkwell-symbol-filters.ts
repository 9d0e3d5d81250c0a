/**
 * Card descriptions by the inkwell symbol: “a card with {IW}” — a card that can be put into the
 * inkwell (CR 4.2.1). `grammar/phrases.ts` asks {@link inkwellSymbolFilter} before its own rules; the
 * filter parser is passed in (no import loop).
 *
 * @module
 */
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';

/** “[kind] with {IW}”, or undefined. */
export function inkwellSymbolFilter(
  phrase: string,
  parse: (phrase: string) => CardFilter,
): CardFilter | undefined {
  const m = /^(.+?) with \{IW\}$/.exec(phrase.trim());
  return m ? { ...parse(m[1]), inkable: true } : undefined;
}
