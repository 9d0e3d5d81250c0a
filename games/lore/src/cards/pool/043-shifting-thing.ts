import { creature } from '../card.js';

/** Shifting Thing — Shapeshifter: chooses an extra creature type on entry, which can make it a Human (for Target) or let typed weapons equip it. */
export const shiftingThing = creature({
  id: 'lr1-043',
  name: 'Shifting Thing',
  subtypes: ['Spirit'],
  cost: { cosmic: 1, formless: 1 },
  str: 2,
  hp: 3,
  keywords: ['shapeshifter'],
});
