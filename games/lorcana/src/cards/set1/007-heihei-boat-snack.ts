import type { LorcanaCard } from '../card.js';

/** HeiHei – Boat Snack — The First Chapter #7. */
export const heiheiBoatSnack: LorcanaCard = {
  id: '1-007',
  set: '1',
  number: 7,
  name: 'HeiHei',
  version: 'Boat Snack',
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Amber'],
  strength: 1,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Common',
  keywords: [{ keyword: 'support' }],
};
