/**
 * Grammar rules for “if / while / unless” conditions of the triggers family (issue 16): turn history
 * (“a character was banished this turn”), what opponents have, hand sizes compared, Shift. The shared
 * `parseCondition` consults them after its own rules; filters are read with the parser it passes
 * (this module imports no other grammar module, so there is no import loop).
 *
 * @module
 */
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import type { ParsedCondition as Condition } from '../../parsed/parse-tree.js';

/**
 * “the challenging character”, as read by `parseTarget`: which card of the trigger event it is
 * depends on the trigger, so `bindChallenger` (in `grammar/triggers/trigger-table.ts`) replaces it.
 */
export const CHALLENGER = { slot: 'the challenging character' } as const;

type Rule = readonly [RegExp, (m: RegExpExecArray, filter: (phrase: string) => CardFilter) => Condition];

/** “if / while” conditions the shared table does not read. */
const CONDITION_RULES: readonly Rule[] = [
  [
    /^an opposing character was banished in a challenge this turn$/,
    () => ({ happenedThisTurn: 'opposingCharacterBanishedInChallenge' }),
  ],
  [/^a character was banished this turn$/, () => ({ happenedThisTurn: 'characterBanished' })],
  [/^one of your characters was damaged this turn$/, () => ({ happenedThisTurn: 'yourCharacterDamaged' })],
  [/^an opposing character was damaged this turn$/, () => ({ happenedThisTurn: 'opposingCharacterDamaged' })],
  [
    /^(?:a character of yours|one of your characters) challenged this turn$/,
    () => ({ happenedThisTurn: 'yourCharacterChallenged' }),
  ],
  [
    /^none of your characters challenged this turn$/,
    () => ({ not: { happenedThisTurn: 'yourCharacterChallenged' } }),
  ],
  [/^an opponent has (?:a|an) (.+?) in play$/, (m, filter) => ({ opponentHas: filter(m[1]) })],
  [
    /^you have (?:a|an) (.+?) card in your discard$/,
    (m, filter) => ({ youHave: filter(m[1]), zone: 'discard' }),
  ],
  [/^you have more cards in your hand than each opponent$/, () => ({ moreInHandThanEachOpponent: true })],
  [/^you used Shift to play (?:this character|it)$/, () => ({ usedShift: true })],
  // CR 4.6: the source is the challenged character of the current challenge.
  [/^(?:this character is )?being challenged$/, () => ({ beingChallenged: true })],
  [
    /^you have a character in play with more \{S\} than each opposing character(?: in play)?$/,
    () => ({ strongestCharacter: true }),
  ],
  // “If a Villain character is chosen”: the card chosen by the step before (CR 6.1.11).
  [/^(?:a|an) (.+?) is chosen$/, (m, filter) => ({ refIs: 'it', filter: filter(m[1]) })],
];

/** An “if / while” condition of this family, or undefined. */
export function conditionRule(
  phrase: string,
  filter: (phrase: string) => CardFilter,
  condition?: (phrase: string) => Condition,
): Condition | undefined {
  // “[A] and none of your characters challenged this turn”: both must hold.
  const both = /^(.+?) and (none of your characters challenged this turn)$/.exec(phrase);
  if (both && condition) return { all: [condition(both[1]), condition(both[2])] };
  for (const [re, build] of CONDITION_RULES) {
    const m = re.exec(phrase);
    if (m) return build(m, filter);
  }
  return undefined;
}
