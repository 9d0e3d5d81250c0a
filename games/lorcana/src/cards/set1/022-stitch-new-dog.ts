import type { LorcanaCard } from '../card.js';

/** Stitch – New Dog — The First Chapter #22. */
export const stitchNewDog: LorcanaCard = {
  id: '1-022',
  set: '1',
  number: 22,
  name: 'Stitch',
  version: 'New Dog',
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Amber'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Hero', 'Alien'],
  rarity: 'Common',
};
