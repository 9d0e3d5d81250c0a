import { creature } from '../card.js';

/** Thornback Behemoth — Maul and Overrun: excess damage to objects spills onto their controller. */
export const thornbackBehemoth = creature({
  id: 'lr1-057',
  name: 'Thornback Behemoth',
  subtypes: ['Beast'],
  cost: { primal: 4, formless: 1 },
  str: 6,
  hp: 6,
  keywords: ['maul', 'overrun'],
});
