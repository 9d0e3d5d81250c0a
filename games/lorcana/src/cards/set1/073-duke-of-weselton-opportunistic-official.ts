import type { LorcanaCard } from '../card.js';

/** Duke of Weselton – Opportunistic Official — The First Chapter #73. */
export const dukeOfWeseltonOpportunisticOfficial: LorcanaCard = {
  id: '1-073',
  set: '1',
  number: 73,
  name: 'Duke of Weselton',
  version: 'Opportunistic Official',
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Emerald'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Villain'],
  rarity: 'Common',
};
