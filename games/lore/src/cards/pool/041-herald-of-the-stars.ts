import { creature } from '../card.js';

/** Herald of the Stars — Seal 2: a cheap way to build mythos. */
export const heraldOfTheStars = creature({
  id: 'lr1-041',
  name: 'Herald of the Stars',
  subtypes: ['Human'],
  cost: { cosmic: 1 },
  seal: 2,
  str: 1,
  hp: 1,
});
