import { creature } from '../card.js';

/** Void Strider — Relentless (can't be blocked), gated by a mythos requirement. */
export const voidStrider = creature({
  id: 'lr1-039',
  name: 'Void Strider',
  subtypes: ['Starborn'],
  cost: { cosmic: 2, formless: 1 },
  mythosRequirement: 3,
  str: 4,
  hp: 3,
  keywords: ['relentless'],
});
