import { creature } from '../card.js';

/** Hollow Knight — A Human fighter; with Target creatures around it is the one that can attack them. */
export const hollowKnight = creature({
  id: 'lr1-064',
  name: 'Hollow Knight',
  subtypes: ['Human'],
  cost: { primal: 2, formless: 1 },
  str: 4,
  hp: 3,
});
