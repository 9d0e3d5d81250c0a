import { creature } from '../card.js';

/** Corpse Bloom — Festering: when it dies its STR is divided as damage among its owner's selections. */
export const corpseBloom = creature({
  id: 'lr1-050',
  name: 'Corpse Bloom',
  subtypes: ['Horror'],
  cost: { sanguine: 1 },
  str: 3,
  hp: 1,
  keywords: ['festering'],
});
