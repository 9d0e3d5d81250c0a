import type { LorcanaCard } from '../card.js';

/** Maleficent – Uninvited — The First Chapter #151. */
export const maleficentUninvited: LorcanaCard = {
  id: '1-151',
  set: '1',
  number: 151,
  name: 'Maleficent',
  version: 'Uninvited',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 3,
  willpower: 6,
  lore: 3,
  classifications: ['Dreamborn', 'Villain', 'Sorcerer'],
  rarity: 'Rare',
};
