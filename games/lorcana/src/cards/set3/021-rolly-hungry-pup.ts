import type { LorcanaCard } from '../card.js';

/** Rolly – Hungry Pup — Into the Inklands #21. */
export const rollyHungryPup: LorcanaCard = {
  id: '3-021',
  set: '3',
  number: 21,
  name: 'Rolly',
  version: 'Hungry Pup',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Amber'],
  strength: 3,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn', 'Puppy'],
  rarity: 'Uncommon',
  keywords: [{ keyword: 'support' }],
};
