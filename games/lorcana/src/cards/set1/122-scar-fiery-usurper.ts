import type { LorcanaCard } from '../card.js';

/** Scar – Fiery Usurper — The First Chapter #122. */
export const scarFieryUsurper: LorcanaCard = {
  id: '1-122',
  set: '1',
  number: 122,
  name: 'Scar',
  version: 'Fiery Usurper',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Ruby'],
  strength: 5,
  willpower: 3,
  lore: 1,
  classifications: ['Dreamborn', 'Villain'],
  rarity: 'Common',
};
