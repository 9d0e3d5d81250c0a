import { location } from '../card.js';

/** Hunting Grounds — Beasts its controller controls have Blistering. */
export const huntingGrounds = location({
  id: 'lr1-079',
  name: 'Hunting Grounds',
  cost: { primal: 2 },
  hp: 6,
  abilities: [
    {
      kind: 'static',
      modifier: {
        kind: 'keyword',
        affects: { types: ['creature'], subtype: 'Beast', controller: 'you' },
        keyword: 'blistering',
      },
    },
  ],
});
