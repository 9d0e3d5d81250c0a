import { creature } from '../card.js';

/** Comet Rider — Flight and Blistering: attacks the turn it enters. */
export const cometRider = creature({
  id: 'lr1-036',
  name: 'Comet Rider',
  subtypes: ['Starborn'],
  cost: { astral: 2 },
  str: 2,
  hp: 2,
  keywords: ['flight', 'blistering'],
});
