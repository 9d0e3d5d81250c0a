import { spell } from '../card.js';

/** Primal Roar — Each creature its controller controls gets +2 STR. */
export const primalRoar = spell({
  id: 'lr1-105',
  name: 'Primal Roar',
  cost: { primal: 1 },
  effect: [
    {
      do: 'modify',
      target: { each: { types: ['creature'], controller: 'you' } },
      str: 2,
      duration: 'thisTurn',
    },
  ],
});
