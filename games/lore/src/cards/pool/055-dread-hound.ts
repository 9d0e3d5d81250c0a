import { creature } from '../card.js';

/** Dread Hound — Blistering: not dazed on entry (Lore keyword Blistering). */
export const dreadHound = creature({
  id: 'lr1-055',
  name: 'Dread Hound',
  subtypes: ['Beast'],
  cost: { primal: 1, formless: 1 },
  str: 3,
  hp: 2,
  keywords: ['blistering'],
});
