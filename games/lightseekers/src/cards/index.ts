/**
 * The card pool: every hero, action card and combo, with lookups.
 * @module
 */
import { astralActions } from './actions/astral.js';
import { dreadActions } from './actions/dread.js';
import { mountainActions } from './actions/mountain.js';
import { natureActions } from './actions/nature.js';
import { stormActions } from './actions/storm.js';
import { techActions } from './actions/tech.js';
import { unalignedActions } from './actions/unaligned.js';
import { astralDreadCombos } from './combos/astral-dread.js';
import { mountainNatureCombos } from './combos/mountain-nature.js';
import { stormTechCombos } from './combos/storm-tech.js';
import { heroes } from './heroes/heroes.js';
import { basicItems } from './items/basic.js';
import { superiorItems } from './items/superior.js';
import type { ActionCard, Card, ComboCard, HeroCard } from './vocabulary-cards.js';

export { heroes };

/** Every action card: Attack, Defend, Buff and Item (6, Action Card). */
export const actionCards: readonly ActionCard[] = [
  ...astralActions,
  ...dreadActions,
  ...mountainActions,
  ...natureActions,
  ...stormActions,
  ...techActions,
  ...unalignedActions,
  ...basicItems,
  ...superiorItems,
];

/** Every combo card. */
export const comboCards: readonly ComboCard[] = [
  ...astralDreadCombos,
  ...mountainNatureCombos,
  ...stormTechCombos,
];

/** Every card of the pool. */
export const allCards: readonly Card[] = [...heroes, ...actionCards, ...comboCards];

const BY_ID = new Map<string, Card>(allCards.map((card) => [card.id, card]));

/** The card with this id, or undefined. */
export function findCard(id: string): Card | undefined {
  return BY_ID.get(id);
}

/** The card with this id; throws a RangeError for an unknown id. */
export function getCard(id: string): Card {
  const card = BY_ID.get(id);
  if (!card) throw new RangeError(`Unknown Lightseekers card id: ${id}`);
  return card;
}

/** The hero with this id; throws a RangeError if the id is not a hero. */
export function getHero(id: string): HeroCard {
  const card = getCard(id);
  if (card.kind !== 'hero') throw new RangeError(`Not a hero: ${id}`);
  return card;
}
