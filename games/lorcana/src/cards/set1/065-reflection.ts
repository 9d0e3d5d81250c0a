import type { LorcanaCard } from '../card.js';

/** Reflection — The First Chapter #65. */
export const reflection: LorcanaCard = {
  id: '1-065',
  set: '1',
  number: 65,
  name: 'Reflection',
  type: 'action',
  song: true,
  cost: 1,
  inkwell: true,
  inks: ['Amethyst'],
  classifications: [],
  rarity: 'Uncommon',
  effect: [{ do: 'lookAtTop', count: 3, take: { min: 3, max: 3, to: 'deckTop' }, rest: 'deckTop' }],
};
