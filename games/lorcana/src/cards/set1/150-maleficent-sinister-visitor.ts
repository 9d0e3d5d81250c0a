import type { LorcanaCard } from '../card.js';

/** Maleficent – Sinister Visitor — The First Chapter #150. */
export const maleficentSinisterVisitor: LorcanaCard = {
  id: '1-150',
  set: '1',
  number: 150,
  name: 'Maleficent',
  version: 'Sinister Visitor',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 3,
  willpower: 4,
  lore: 2,
  classifications: ['Storyborn', 'Villain', 'Sorcerer'],
  rarity: 'Common',
};
