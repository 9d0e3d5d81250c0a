import type { LorcanaCard } from '../card.js';

/** Peter Pan – Fearless Fighter — The First Chapter #119. */
export const peterPanFearlessFighter: LorcanaCard = {
  id: '1-119',
  set: '1',
  number: 119,
  name: 'Peter Pan',
  version: 'Fearless Fighter',
  type: 'character',
  cost: 3,
  inkwell: false,
  inks: ['Ruby'],
  strength: 3,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Common',
  keywords: [{ keyword: 'rush' }],
};
