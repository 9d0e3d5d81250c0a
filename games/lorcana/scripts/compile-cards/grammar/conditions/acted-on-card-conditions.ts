/**
 * Condition phrases about the card the step before acted on (“that card is a Princess character
 * card”, “you returned a Hero character this way”, “that character is named Tod”), an opponent's
 * empty hand, your inkwell size and two conditions joined by “and”. The parsers are passed in, so
 * this file has no grammar imports.
 *
 * @module
 */
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import type { ParsedCondition as Condition } from '../../parsed/parse-tree.js';

/** A condition phrase of this family → a condition, or undefined (the named test is {@link actedOnNameCondition}). */
export function actedOnCardCondition(
  p: string,
  parseFilter: (phrase: string) => CardFilter,
  parse: (phrase: string) => Condition,
): Condition | undefined {
  if (
    p === 'an opponent has no cards in their hand' ||
    p === 'one or more opponents have no cards in their hands'
  )
    return { opponentEmptyHand: true };
  let m = /^you have (\d+) or more cards in your inkwell$/.exec(p);
  if (m) return { inkwellSize: 'you', range: { atLeast: Number(m[1]) } };
  m = /^that card is (?:a|an) (.+)$/.exec(p);
  if (m) return { refIs: 'it', filter: parseFilter(m[1]) };
  m = /^you returned (?:a|an) (.+?) this way$/.exec(p);
  if (m) return { refIs: 'it', filter: parseFilter(m[1]) };
  // “this character is exerted and you have no cards in your hand”: both hold (CR 6.4.3).
  m = /^(.+?) and (.+)$/.exec(p);
  if (m) {
    try {
      return { all: [parse(m[1]), parse(m[2])] };
    } catch (error) {
      // Not two conditions (an Unparsed from the grammar): no condition of this family.
      if (!(error instanceof Error && error.name === 'Unparsed')) throw error;
    }
  }
  return undefined;
}

/** “that character is named X”, or undefined. */
export function actedOnNameCondition(
  p: string,
  parseFilter: (phrase: string) => CardFilter,
): Condition | undefined {
  // “If that character is named Tod, …”: the card the step before acted on (CR 6.2.4).
  const m = /^that (character|item|card) is named (.+)$/.exec(p);
  if (m) return { refIs: 'it', filter: { ...(m[1] === 'card' ? {} : parseFilter(m[1])), name: m[2] } };
  return undefined;
}
