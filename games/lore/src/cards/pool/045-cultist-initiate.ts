import { creature } from '../card.js';

/** Cultist Initiate — Simple Human with a seal. */
export const cultistInitiate = creature({
  id: 'lr1-045',
  name: 'Cultist Initiate',
  supertypes: ['simple'],
  subtypes: ['Human'],
  cost: { sanguine: 1 },
  seal: 1,
  str: 1,
  hp: 1,
});
