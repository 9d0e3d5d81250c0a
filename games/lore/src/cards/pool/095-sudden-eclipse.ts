import { spell } from '../card.js';

/** Sudden Eclipse — Subterfuge: an attacker loses 3 STR. */
export const suddenEclipse = spell({
  id: 'lr1-095',
  name: 'Sudden Eclipse',
  supertypes: ['subterfuge'],
  cost: { astral: 1 },
  effect: [
    {
      do: 'modify',
      target: { choose: { types: ['creature'], combat: 'attacking' } },
      str: -3,
      duration: 'thisTurn',
    },
  ],
});
