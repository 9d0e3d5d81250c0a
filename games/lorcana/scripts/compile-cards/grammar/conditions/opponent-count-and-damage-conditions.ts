/**
 * Condition phrases of issue 16's effect templates: an opponent's count of matching cards
 * in play, the damage on the source, the number of the challenge this turn. The parsed conditions
 * are the language's without their `test` name; {@link lowerOpponentCountCondition} names them.
 *
 * @module
 */
import type {
  CardFilter,
  Condition,
  ConditionTests,
  TurnHistoryEvent,
} from '../../../../src/cards/vocabulary-refs.js';

type E3Test = 'opponentHasCount' | 'opponentMoreInPlay' | 'selfDamage' | 'challengeNumber' | 'hadCardUnder';
const E3_TESTS: readonly E3Test[] = [
  'opponentHasCount',
  'opponentMoreInPlay',
  'selfDamage',
  'challengeNumber',
  'hadCardUnder',
];

/** A parsed condition of this family. */
export type OpponentCountCondition = ConditionTests[E3Test];

/** A turn-history condition (“you removed damage from a character this turn”), or its negation. */
type HistoryCondition =
  | { readonly happenedThisTurn: TurnHistoryEvent }
  | { readonly not: { readonly happenedThisTurn: TurnHistoryEvent } };

const ORDINAL: Record<string, number> = { first: 1, second: 2, third: 3 };

/** A condition phrase of this family, or undefined. */
export function opponentCountCondition(
  p: string,
  parseFilter: (phrase: string) => CardFilter,
): OpponentCountCondition | HistoryCondition | undefined {
  let m = /^an opponent has (\d+) or more (.+?) in play$/.exec(p);
  if (m) return { opponentHasCount: parseFilter(m[2]), atLeast: Number(m[1]) };
  m = /^an opponent has more (.+?) in play than you$/.exec(p);
  if (m) return { opponentMoreInPlay: parseFilter(m[1]) };
  m = /^this character has (\d+) or more damage$/.exec(p);
  if (m) return { selfDamage: { atLeast: Number(m[1]) } };
  if (p === "you didn't put any cards into your inkwell this turn")
    return { not: { happenedThisTurn: 'youInked' } };
  if (p === 'a character was banished in a challenge this turn')
    return { happenedThisTurn: 'characterBanishedInChallenge' };
  if (p === 'you removed damage from a character this turn') return { happenedThisTurn: 'youRemovedDamage' };
  if (p === 'you removed 1 or more damage from one of your characters this turn')
    return { happenedThisTurn: 'youRemovedDamageFromYours' };
  if (/^(?:he|she|it) had a card under (?:him|her|it)$/.test(p)) return { hadCardUnder: 'self' };
  if (/^that (?:character|card) had a card under (?:them|it)$/.test(p)) return { hadCardUnder: 'it' };
  m = /^it's the (first|second|third) challenge this turn$/.exec(p);
  if (m) return { challengeNumber: ORDINAL[m[1]] };
  return undefined;
}

/** Whether a parsed condition is one of this family's. */
export function isOpponentCountCondition(c: object): c is OpponentCountCondition {
  return E3_TESTS.some((t) => t in c);
}

/** A condition of this family as a condition of the language. */
export function lowerOpponentCountCondition(c: OpponentCountCondition): Condition {
  const test = E3_TESTS.find((t) => t in c) as E3Test;
  return { test, ...c } as Condition;
}
