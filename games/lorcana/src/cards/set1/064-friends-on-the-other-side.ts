import type { LorcanaCard } from '../card.js';

/** Friends on the Other Side — The First Chapter #64. */
export const friendsOnTheOtherSide: LorcanaCard = {
  id: '1-064',
  set: '1',
  number: 64,
  name: 'Friends on the Other Side',
  type: 'action',
  song: true,
  cost: 3,
  inkwell: true,
  inks: ['Amethyst'],
  classifications: [],
  rarity: 'Common',
  effect: [{ do: 'draw', amount: 2 }],
};
