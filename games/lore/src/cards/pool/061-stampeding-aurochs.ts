import { creature } from '../card.js';

/** Stampeding Aurochs — Relentless Beast. */
export const stampedingAurochs = creature({
  id: 'lr1-061',
  name: 'Stampeding Aurochs',
  subtypes: ['Beast'],
  cost: { primal: 4 },
  str: 5,
  hp: 3,
  keywords: ['relentless'],
});
