import type { LorcanaCard } from '../card.js';

/** Sergeant Tibbs – Courageous Cat — The First Chapter #124. */
export const sergeantTibbsCourageousCat: LorcanaCard = {
  id: '1-124',
  set: '1',
  number: 124,
  name: 'Sergeant Tibbs',
  version: 'Courageous Cat',
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Ruby'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Common',
};
