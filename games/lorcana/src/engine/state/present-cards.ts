/**
 * Builders for `ctx.presentMemo`: indexes over the cards a game can hold, so that a rule nobody's deck
 * uses costs nothing in that game however large the pool is.
 *
 * @module
 */
import type { CardDefinition } from '@cardloom/core';
import type { Ability } from '../../cards/vocabulary-abilities.js';
import { cardData } from './stored.js';

/**
 * A memo builder: the ids of the cards with an ability passing `test`. Made once per rule at module
 * level, so asking the memo allocates nothing.
 */
export function idsWithAbility(
  test: (ability: Ability) => boolean,
): (cards: readonly CardDefinition[]) => ReadonlySet<string> {
  return (cards) => new Set(cards.filter((c) => cardData(c.data).abilities?.some(test)).map((c) => c.id));
}
