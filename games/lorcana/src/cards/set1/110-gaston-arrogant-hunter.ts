import type { LorcanaCard } from '../card.js';

/** Gaston – Arrogant Hunter — The First Chapter #110. */
export const gastonArrogantHunter: LorcanaCard = {
  id: '1-110',
  set: '1',
  number: 110,
  name: 'Gaston',
  version: 'Arrogant Hunter',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Ruby'],
  strength: 4,
  willpower: 2,
  lore: 0,
  classifications: ['Storyborn', 'Villain'],
  rarity: 'Common',
  keywords: [{ keyword: 'reckless' }],
};
