import type { LorcanaCard } from '../card.js';

/** The Wardrobe – Belle's Confidant — The First Chapter #57. */
export const theWardrobeBellesConfidant: LorcanaCard = {
  id: '1-057',
  set: '1',
  number: 57,
  name: 'The Wardrobe',
  version: "Belle's Confidant",
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 3,
  willpower: 4,
  lore: 1,
  classifications: ['Dreamborn', 'Ally'],
  rarity: 'Common',
};
