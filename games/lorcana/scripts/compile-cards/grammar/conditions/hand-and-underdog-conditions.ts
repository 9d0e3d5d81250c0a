/**
 * Condition phrases of the tournament-deck templates (issue 16): turn history (“you played a
 * Princess character this turn”, “2 or more cards were put into your discard this turn”), Underdog,
 * “an opponent has more cards in their hand / inkwell than you” and “there is a card under this
 * character” (CR 5.1.1.5). The card-filter parser is passed in, so this file has no grammar imports.
 *
 * @module
 */
import type { CardFilter } from '../../../../src/cards/vocabulary-refs.js';
import type { ParsedCondition as Condition } from '../../parsed/parse-tree.js';

/** A condition phrase → a condition, or undefined when it is not one of these templates. */
export function tournamentCondition(
  p: string,
  parseFilter: (phrase: string) => CardFilter,
): Condition | undefined {
  let m = /^you have (?:a|an) (.+?) in play with a card under them$/.exec(p);
  if (m) return { youHave: { ...parseFilter(m[1]), withCardUnder: true } };
  m = /^you've put a card under (?:him|her|it|this character|this location) this turn$/.exec(p);
  if (m) return { putUnderThisTurn: 'self' };
  m = /^you've put a card under one of your (.+?) this turn$/.exec(p);
  if (m) return { putUnderThisTurn: { ...parseFilter(m[1]), owner: 'you' } };
  m = /^one of your (.+?) was banished this turn$/.exec(p);
  if (m) return { banishedThisTurn: { ...parseFilter(m[1]), owner: 'you' } };
  // “a character named Woody or Jessie”: either name (CR 5.2.6).
  m = /^you have (?:a|an) (.+?) named ([A-Z][\w' .-]*?) or ([A-Z][\w' .-]*?) in play$/.exec(p);
  if (m) {
    const f = parseFilter(m[1]);
    return { any: [{ youHave: { ...f, name: m[2] } }, { youHave: { ...f, name: m[3] } }] };
  }
  m = /^you played (a|an|another) (.+?) this turn$/.exec(p);
  // “another character”: not this one (CR 6.1.6).
  if (m) return { playedThisTurn: { ...parseFilter(m[2]), ...(m[1] === 'another' ? { other: true } : {}) } };
  m = /^(\d+) or more (.+?) were put into your discard this turn$/.exec(p);
  if (m) return { toDiscardThisTurn: parseFilter(m[2]), atLeast: Number(m[1]) };
  if (p === "this is your first turn and you're not the first player") return { underdog: true };
  m = /^(?:an opponent|chosen opponent) has more cards in their (hand|inkwell) than you$/.exec(p);
  if (m) return { opponentHasMore: m[1] as 'hand' | 'inkwell' };
  m =
    /^there(?: is|'s) (a|\d+ or more) cards? under (?:this character|this location|this item|him|her|it)$/.exec(
      p,
    );
  if (m) return { cardsUnderSelf: { atLeast: m[1] === 'a' ? 1 : Number.parseInt(m[1], 10) } };
  m = /^this (?:character|location|item) has (?:at least one card|a card) under (?:it|him|her)$/.exec(p);
  if (m) return { cardsUnderSelf: { atLeast: 1 } };
  return undefined;
}
