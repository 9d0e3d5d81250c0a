import { creature } from '../card.js';

/** Gibbering Mouther — Madness and Terrifying (Humans can't block it). */
export const gibberingMouther = creature({
  id: 'lr1-047',
  name: 'Gibbering Mouther',
  subtypes: ['Horror'],
  cost: { sanguine: 2 },
  str: 4,
  hp: 4,
  keywords: ['madness', 'terrifying'],
});
