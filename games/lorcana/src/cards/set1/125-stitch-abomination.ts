import type { LorcanaCard } from '../card.js';

/** Stitch – Abomination — The First Chapter #125. */
export const stitchAbomination: LorcanaCard = {
  id: '1-125',
  set: '1',
  number: 125,
  name: 'Stitch',
  version: 'Abomination',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Ruby'],
  strength: 4,
  willpower: 6,
  lore: 3,
  classifications: ['Storyborn', 'Hero', 'Alien'],
  rarity: 'Rare',
};
