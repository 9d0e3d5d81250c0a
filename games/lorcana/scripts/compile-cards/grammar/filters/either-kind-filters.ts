/**
 * Noun phrases and conditions of issue 16: filters with two card kinds and
 * the conditions of its templates. Registered by one line each in `grammar/phrases.ts`.
 *
 * @module
 */
import type { Amount, CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import type { ParsedCondition } from '../../parsed/parse-tree.js';

type Filter = (phrase: string) => CardFilter;

/** “an item card or a Robot character card”: a card matching either description. */
export function eitherKindFilter(phrase: string, filter: Filter): CardFilter | undefined {
  let m = /^(?:an? )?(.+? card) or an? (.+? card)$/.exec(phrase.trim());
  if (m) return { anyOf: [filter(m[1]), filter(m[2])] };
  // “character who was challenged this turn”: turn history of the card itself (CR 4.6).
  m = /^(.+?) who was challenged this turn$/.exec(phrase.trim());
  return m ? { ...filter(m[1]), challengedThisTurn: true } : undefined;
}

/** “for each opposing character banished in a challenge this turn”: a count of this turn's history. */
export function banishedInChallengeForEach(n: number, phrase: string): Amount | undefined {
  if (phrase !== 'opposing character banished in a challenge this turn') return undefined;
  return { historyCount: 'opposingCharacterBanishedInChallenge', ...(n === 1 ? {} : { times: n }) };
}

/** “you have a card named Pull the Lever in your discard”: a matching card of your discard. */
export function discardHasCondition(phrase: string, filter: Filter): ParsedCondition | undefined {
  const m = /^you have an? (.+?) in your discard$/.exec(phrase);
  return m ? { youHave: { ...filter(m[1]), owner: undefined }, zone: 'discard' } : undefined;
}
