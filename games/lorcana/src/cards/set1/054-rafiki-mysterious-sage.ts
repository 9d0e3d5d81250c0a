import type { LorcanaCard } from '../card.js';

/** Rafiki – Mysterious Sage — The First Chapter #54. */
export const rafikiMysteriousSage: LorcanaCard = {
  id: '1-054',
  set: '1',
  number: 54,
  name: 'Rafiki',
  version: 'Mysterious Sage',
  type: 'character',
  cost: 3,
  inkwell: false,
  inks: ['Amethyst'],
  strength: 3,
  willpower: 3,
  lore: 1,
  classifications: ['Dreamborn', 'Mentor', 'Sorcerer'],
  rarity: 'Uncommon',
  keywords: [{ keyword: 'rush' }],
};
