import { creature } from '../card.js';

/** Moth of the Outer Dark — Simple one-drop with Flight. */
export const mothOfTheOuterDark = creature({
  id: 'lr1-032',
  name: 'Moth of the Outer Dark',
  supertypes: ['simple'],
  subtypes: ['Starborn'],
  cost: { astral: 1 },
  str: 1,
  hp: 1,
  keywords: ['flight'],
});
