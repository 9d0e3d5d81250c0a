import type { LorcanaCard } from '../card.js';

/** One Jump Ahead — The First Chapter #164. */
export const oneJumpAhead: LorcanaCard = {
  id: '1-164',
  set: '1',
  number: 164,
  name: 'One Jump Ahead',
  type: 'action',
  song: true,
  cost: 2,
  inkwell: false,
  inks: ['Sapphire'],
  classifications: [],
  rarity: 'Uncommon',
  effect: [{ do: 'inkTop', amount: 1, exerted: true }],
};
