import type { LorcanaCard } from '../card.js';

/** Happy – Good-Natured — Rise of the Floodborn #11. */
export const happyGoodNatured: LorcanaCard = {
  id: '2-011',
  set: '2',
  number: 11,
  name: 'Happy',
  version: 'Good-Natured',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Amber'],
  strength: 3,
  willpower: 5,
  lore: 2,
  classifications: ['Storyborn', 'Ally', 'Seven Dwarfs'],
  rarity: 'Common',
  keywords: [{ keyword: 'support' }],
};
