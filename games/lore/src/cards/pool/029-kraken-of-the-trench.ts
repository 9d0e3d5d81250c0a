import { creature } from '../card.js';

/** Kraken of the Trench — Greater, with a mythos requirement, Colossal and Immortal (Lore Card Types: Greater; keyword Immortal). */
export const krakenOfTheTrench = creature({
  id: 'lr1-029',
  name: 'Kraken of the Trench',
  supertypes: ['greater'],
  subtypes: ['Abyssal'],
  cost: { deep: 4, formless: 2 },
  mythosRequirement: 5,
  str: 7,
  hp: 7,
  keywords: ['colossal', 'immortal'],
});
