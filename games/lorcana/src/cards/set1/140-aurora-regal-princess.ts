import type { LorcanaCard } from '../card.js';

/** Aurora – Regal Princess — The First Chapter #140. */
export const auroraRegalPrincess: LorcanaCard = {
  id: '1-140',
  set: '1',
  number: 140,
  name: 'Aurora',
  version: 'Regal Princess',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 2,
  willpower: 2,
  lore: 2,
  classifications: ['Storyborn', 'Hero', 'Princess'],
  rarity: 'Uncommon',
};
