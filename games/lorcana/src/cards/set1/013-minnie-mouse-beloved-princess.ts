import type { LorcanaCard } from '../card.js';

/** Minnie Mouse – Beloved Princess — The First Chapter #13. */
export const minnieMouseBelovedPrincess: LorcanaCard = {
  id: '1-013',
  set: '1',
  number: 13,
  name: 'Minnie Mouse',
  version: 'Beloved Princess',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  strength: 2,
  willpower: 3,
  lore: 1,
  classifications: ['Dreamborn', 'Princess'],
  rarity: 'Common',
};
