import type { LorcanaCard } from '../card.js';

/** Ransack — The First Chapter #199. */
export const ransack: LorcanaCard = {
  id: '1-199',
  set: '1',
  number: 199,
  name: 'Ransack',
  type: 'action',
  cost: 2,
  inkwell: true,
  inks: ['Steel'],
  classifications: [],
  rarity: 'Uncommon',
  effect: [
    { do: 'draw', amount: 2 },
    { do: 'discard', amount: 2 },
  ],
};
