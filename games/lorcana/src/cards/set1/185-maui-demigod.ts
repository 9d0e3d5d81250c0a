import type { LorcanaCard } from '../card.js';

/** Maui – Demigod — The First Chapter #185. */
export const mauiDemigod: LorcanaCard = {
  id: '1-185',
  set: '1',
  number: 185,
  name: 'Maui',
  version: 'Demigod',
  type: 'character',
  cost: 8,
  inkwell: true,
  inks: ['Steel'],
  strength: 8,
  willpower: 8,
  lore: 3,
  classifications: ['Storyborn', 'Hero', 'Deity'],
  rarity: 'Rare',
};
