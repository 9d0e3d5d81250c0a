import { creature } from '../card.js';

/** Primordial Ox — Ready: attacks without being evoked, so it can still block next turn (Lore keyword Ready). */
export const primordialOx = creature({
  id: 'lr1-056',
  name: 'Primordial Ox',
  subtypes: ['Beast'],
  cost: { primal: 3 },
  str: 4,
  hp: 5,
  keywords: ['ready'],
});
