/**
 * Condition phrases of issue 16: “you have any characters in play with 5 {S}
 * or more”, “you have fewer than 3 cards in your hand”, “you have characters named Dewey and Louie
 * in play”, “2 or more characters of yours are exerted”, cards counted in the discard. The
 * card-filter parser is passed in, so this file has no grammar imports (no import loop).
 *
 * @module
 */
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import type { ParsedCondition as Condition } from '../../parsed/parse-tree.js';

type Rule = readonly [RegExp, (m: RegExpExecArray, filter: (phrase: string) => CardFilter) => Condition];

/** “any characters … with 5 {S} or more”: at least one character in play matching it. */
const strongAtLeast = (n: string): CardFilter => ({ type: 'character', strength: { atLeast: Number(n) } });

const RULES: readonly Rule[] = [
  [/^you have any characters in play with (\d+) \{S\} or more$/, (m) => ({ youHave: strongAtLeast(m[1]) })],
  // “If you have any in play with 10 {S} or more”: “any” takes up the characters of the sentence before.
  [/^you have any in play with (\d+) \{S\} or more$/, (m) => ({ youHave: strongAtLeast(m[1]) })],
  // “fewer than 3” is “2 or fewer” (hand size, CR 1.8.1.2 counts cards in hand).
  [
    /^you have fewer than (\d+) cards in your hand$/,
    (m) => ({ handSize: 'you', range: { atMost: Number(m[1]) - 1 } }),
  ],
  [
    /^you have more (.+?) in play than each opponent$/,
    (m, filter) => ({ moreInPlayThanEachOpponent: filter(m[1]) }),
  ],
  // Any player's card (CR 6.1.6 reads no owner into it); the history of this turn.
  [/^(?:a|an) (.+?) was banished this turn$/, (m, filter) => ({ banishedThisTurn: filter(m[1]) })],
  // Every name must be present (CR 5.2.6: a card's name, ignoring its version).
  [
    /^you have characters named ([A-Z][\w' .-]*?) and ([A-Z][\w' .-]*?) in play$/,
    (m) => ({ youHaveNamed: [m[1], m[2]] }),
  ],
  [
    /^(\d+) or more (.+?) of yours are (exerted|damaged)$/,
    (m, filter) => ({ youHave: { ...filter(`${m[3]} ${m[2]}`), owner: undefined }, atLeast: Number(m[1]) }),
  ],
  [
    /^you have (\d+) or more (.+?) in play with (\d+) \{S\} or more$/,
    (m, filter) => ({
      youHave: { ...filter(m[2]), strength: { atLeast: Number(m[3]) } },
      atLeast: Number(m[1]),
    }),
  ],
  [
    /^you have (?:a|an) (.+?) in play with damage$/,
    (m, filter) => ({ youHave: { ...filter(m[1]), damaged: true } }),
  ],
  [
    /^you have (\d+) or more (.+?) cards in your discard$/,
    (m, filter) => ({ youHave: filter(m[2]), zone: 'discard', atLeast: Number(m[1]) }),
  ],
  // The challenger of the trigger event (`bindChallenger` names which card of the event it is).
  [
    /^the challenging character has (\d+) \{S\} or more$/,
    (m) => ({
      refIs: { slot: 'the challenging character' },
      filter: { strength: { atLeast: Number(m[1]) } },
    }),
  ],
  // The character of the move event (“the first time you move a character here”, CR 4.7).
  [
    /^the moved character is (?:a|an) ([A-Z][\w-]*)$/,
    (m) => ({ refIs: 'eventCard', filter: { classification: m[1] } }),
  ],
  // “If the chosen character is named Pain”: the card chosen by the step before (CR 6.1.11).
  [/^the chosen character is named (.+)$/, (m) => ({ refIs: 'it', filter: { name: m[1] } })],
];

/** A condition phrase of this family, or undefined. */
export function countedCardCondition(
  p: string,
  filter: (phrase: string) => CardFilter,
): Condition | undefined {
  for (const [re, build] of RULES) {
    const m = re.exec(p);
    if (m) return build(m, filter);
  }
  return undefined;
}
