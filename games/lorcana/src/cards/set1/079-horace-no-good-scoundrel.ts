import type { LorcanaCard } from '../card.js';

/** Horace – No-Good Scoundrel — The First Chapter #79. */
export const horaceNoGoodScoundrel: LorcanaCard = {
  id: '1-079',
  set: '1',
  number: 79,
  name: 'Horace',
  version: 'No-Good Scoundrel',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Emerald'],
  strength: 4,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Common',
};
