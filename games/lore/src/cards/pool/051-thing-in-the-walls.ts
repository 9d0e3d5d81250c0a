import { creature } from '../card.js';

/** Thing in the Walls — Beneath notice: opponents can't select or attack it. */
export const thingInTheWalls = creature({
  id: 'lr1-051',
  name: 'Thing in the Walls',
  subtypes: ['Horror'],
  cost: { sanguine: 1 },
  str: 2,
  hp: 1,
  keywords: ['beneathNotice'],
});
