import { creatureToken } from '../card.js';

/** Masked One — A 2/2 Spirit token with Shapeshifter. */
export const maskedOne = creatureToken({
  id: 'lr1-022',
  name: 'Masked One',
  subtypes: ['Spirit'],
  str: 2,
  hp: 2,
  keywords: ['shapeshifter'],
});
