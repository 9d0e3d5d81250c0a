/**
 * Static abilities of issue 16's zones-and-cards coverage (helper B2): an additional ink turn
 * action (CR 4.2.3.1) and skipping the Draw step (CR 3.2.3). `abilities.ts` asks
 * {@link covB2Static} after its own static rules.
 *
 * @module
 */
import type { StaticEffect } from '../../src/cards/vocabulary-abilities.js';

/** A static effect of this family, or undefined. */
export function covB2Static(text: string): StaticEffect | undefined {
  // “(During your turn,) you may put an additional card from your hand into your inkwell facedown.”
  if (/^you may put an additional card from your hand into your inkwell facedown$/.test(text))
    return { additionalInk: 1 };
  if (/^skip your turn's Draw step$/i.test(text)) return { skipStep: 'draw' };
  return undefined;
}

/**
 * A keyword run into the next line in the data (“Sing Together 8 Play a character from your discard
 * for free.”): the keyword line and the rest as two lines, as printed on the card.
 */
export function splitRunOnKeyword<L extends { readonly name?: string; readonly body: string }>(line: L): L[] {
  const m = /^(Sing Together \d+) ([A-Z].+)$/.exec(line.body);
  if (line.name || !m) return [line];
  return [
    { ...line, body: m[1] },
    { ...line, body: m[2] },
  ];
}
