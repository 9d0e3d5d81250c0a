import type { LorcanaCard } from '../card.js';

/** Peter Pan – Never Landing — The First Chapter #91. */
export const peterPanNeverLanding: LorcanaCard = {
  id: '1-091',
  set: '1',
  number: 91,
  name: 'Peter Pan',
  version: 'Never Landing',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Emerald'],
  strength: 3,
  willpower: 2,
  lore: 1,
  classifications: ['Dreamborn', 'Hero'],
  rarity: 'Common',
  keywords: [{ keyword: 'evasive' }],
};
