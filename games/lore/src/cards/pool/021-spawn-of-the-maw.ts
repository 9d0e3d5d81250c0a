import { creatureToken } from '../card.js';

/** Spawn of the Maw — A 1/1 Horror creature token. */
export const spawnOfTheMaw = creatureToken({
  id: 'lr1-021',
  name: 'Spawn of the Maw',
  subtypes: ['Horror'],
  str: 1,
  hp: 1,
});
