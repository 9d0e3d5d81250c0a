import type { LorcanaCard } from '../card.js';

/** Aladdin – Prince Ali — The First Chapter #69. */
export const aladdinPrinceAli: LorcanaCard = {
  id: '1-069',
  set: '1',
  number: 69,
  name: 'Aladdin',
  version: 'Prince Ali',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Emerald'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Hero', 'Prince'],
  rarity: 'Common',
  keywords: [{ keyword: 'ward' }],
};
