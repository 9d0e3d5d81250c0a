import type { LorcanaCard } from '../card.js';

/** Just in Time — The First Chapter #29. */
export const justInTime: LorcanaCard = {
  id: '1-029',
  set: '1',
  number: 29,
  name: 'Just in Time',
  type: 'action',
  cost: 3,
  inkwell: false,
  inks: ['Amber'],
  classifications: [],
  rarity: 'Rare',
  effect: [
    {
      do: 'playCard',
      card: { choose: { type: 'character', cost: { atMost: 5 } }, zone: 'hand' },
      free: true,
      may: true,
    },
  ],
};
