/**
 * Static abilities of issue 16's zones-and-cards templates: an additional ink turn
 * action (CR 4.2.3.1) and skipping the Draw step (CR 3.2.3). `grammar/abilities.ts` asks
 * {@link inkOrDrawStepStatic} after its own static rules.
 *
 * @module
 */
import type { StaticEffect } from '../../../../src/cards/vocabulary-abilities.js';

/** A static effect of this family, or undefined. */
export function inkOrDrawStepStatic(text: string): StaticEffect | undefined {
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

/**
 * “If you used Shift to play this character, you may draw 2 cards when he enters play.”: a triggered
 * ability on being played with a Shift condition (CR 8.10), read with the trigger grammar.
 */
export function shiftEnterAbility<A>(
  name: string,
  body: string,
  parseTriggered: (name: string, body: string) => A | null,
): A | null {
  const m =
    /^If you used Shift to play this character, (you may .+?) when (?:he|she|it|they) enters? play\.?$/.exec(
      body,
    );
  if (!m) return null;
  return parseTriggered(name, `When you play this character, if you used Shift to play him, ${m[1]}.`);
}
