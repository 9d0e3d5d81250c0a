import { creature } from '../card.js';

/** Tidecaller Acolyte — A cheap Human with a wax seal (Lore Mythos). */
export const tidecallerAcolyte = creature({
  id: 'lr1-030',
  name: 'Tidecaller Acolyte',
  subtypes: ['Human'],
  cost: { deep: 1 },
  seal: 1,
  str: 1,
  hp: 2,
});
