import { creature } from '../card.js';

/** Ythogga, the Drowned Choir — Deep god: Colossal, and a turn ability that drains the opponent each turn (Lore Card Types: Gods, Lore 2.5). */
export const ythoggaTheDrownedChoir = creature({
  id: 'lr1-011',
  name: 'Ythogga, the Drowned Choir',
  supertypes: ['god'],
  subtypes: ['Abyssal'],
  mythosRequirement: 7,
  str: 6,
  hp: 8,
  keywords: ['colossal'],
  abilities: [{ kind: 'turn', effect: [{ do: 'loseSanity', amount: 2, player: 'opponent' }] }],
});
