import type { LorcanaCard } from '../card.js';

/** Prince Eric – Dashing and Brave — The First Chapter #187. */
export const princeEricDashingAndBrave: LorcanaCard = {
  id: '1-187',
  set: '1',
  number: 187,
  name: 'Prince Eric',
  version: 'Dashing and Brave',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Steel'],
  strength: 1,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn', 'Hero', 'Prince'],
  rarity: 'Common',
  keywords: [{ keyword: 'challenger', value: 2 }],
};
