import { location } from '../card.js';

/** Saltmarsh Harbor — A location with a seal that strengthens Abyssal creatures. */
export const saltmarshHarbor = location({
  id: 'lr1-075',
  name: 'Saltmarsh Harbor',
  cost: { deep: 2 },
  seal: 1,
  hp: 8,
  abilities: [
    {
      kind: 'static',
      modifier: {
        kind: 'stats',
        affects: { types: ['creature'], subtype: 'Abyssal', controller: 'you' },
        hp: 1,
      },
    },
  ],
});
