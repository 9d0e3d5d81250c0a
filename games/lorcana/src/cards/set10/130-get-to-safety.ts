import type { LorcanaCard } from '../card.js';

/** Get to Safety! — Whispers in the Well #130. */
export const getToSafety: LorcanaCard = {
  id: '10-130',
  set: '10',
  number: 130,
  name: 'Get to Safety!',
  type: 'action',
  cost: 1,
  inkwell: true,
  inks: ['Ruby'],
  classifications: [],
  rarity: 'Rare',
  effect: [
    {
      do: 'playCard',
      card: { choose: { type: 'location', cost: { atMost: 3 } }, zone: 'discard' },
      free: true,
    },
    {
      do: 'if',
      if: { test: 'youHave', youHave: { type: 'location', name: 'Sleepy Hollow' } },
      steps: [{ do: 'draw', amount: 1 }],
    },
  ],
};
