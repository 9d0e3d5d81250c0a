import { creature } from '../card.js';

/** Raving Prophet — Big for its cost, but Madness may turn it on its controller (Lore keyword Madness). */
export const ravingProphet = creature({
  id: 'lr1-046',
  name: 'Raving Prophet',
  subtypes: ['Human'],
  cost: { sanguine: 1 },
  str: 3,
  hp: 3,
  keywords: ['madness'],
});
