import type { LorcanaCard } from '../card.js';

/** Mickey Mouse – True Friend — The First Chapter #12. */
export const mickeyMouseTrueFriend: LorcanaCard = {
  id: '1-012',
  set: '1',
  number: 12,
  name: 'Mickey Mouse',
  version: 'True Friend',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Amber'],
  strength: 3,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Uncommon',
};
