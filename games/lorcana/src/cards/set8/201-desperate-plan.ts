import type { LorcanaCard } from '../card.js';

/** Desperate Plan — Reign of Jafar #201. */
export const desperatePlan: LorcanaCard = {
  id: '8-201',
  set: '8',
  number: 201,
  name: 'Desperate Plan',
  type: 'action',
  cost: 3,
  inkwell: false,
  inks: ['Steel'],
  classifications: [],
  rarity: 'Rare',
  effect: [
    {
      do: 'if',
      if: { test: 'handSize', handSize: 'you', range: { atMost: 0 } },
      steps: [{ do: 'drawUntil', handSize: 3 }],
      otherwise: [{ do: 'discardAnyNumber' }, { do: 'draw', amount: { itCount: true } }],
    },
  ],
};
