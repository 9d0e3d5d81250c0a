import { creatureToken } from '../card.js';

/** Thornling — A 1/1 Beast token with Blistering: it can attack the turn it is made. */
export const thornling = creatureToken({
  id: 'lr1-023',
  name: 'Thornling',
  subtypes: ['Beast'],
  str: 1,
  hp: 1,
  keywords: ['blistering'],
});
