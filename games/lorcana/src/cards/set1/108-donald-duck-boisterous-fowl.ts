import type { LorcanaCard } from '../card.js';

/** Donald Duck – Boisterous Fowl — The First Chapter #108. */
export const donaldDuckBoisterousFowl: LorcanaCard = {
  id: '1-108',
  set: '1',
  number: 108,
  name: 'Donald Duck',
  version: 'Boisterous Fowl',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Ruby'],
  strength: 2,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn'],
  rarity: 'Uncommon',
};
