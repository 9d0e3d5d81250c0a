import { creature } from '../card.js';

/** Chittering Swarm — States its own copy limit (Lore The Basics: "unless a card states otherwise"); Terrifying. */
export const chitteringSwarm = creature({
  id: 'lr1-062',
  name: 'Chittering Swarm',
  subtypes: ['Horror'],
  cost: { elder: 1 },
  copyLimit: 8,
  str: 1,
  hp: 1,
  keywords: ['terrifying'],
});
