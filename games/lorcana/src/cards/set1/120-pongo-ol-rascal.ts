import type { LorcanaCard } from '../card.js';

/** Pongo – Ol' Rascal — The First Chapter #120. */
export const pongoOlRascal: LorcanaCard = {
  id: '1-120',
  set: '1',
  number: 120,
  name: 'Pongo',
  version: "Ol' Rascal",
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Ruby'],
  strength: 2,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Common',
  keywords: [{ keyword: 'evasive' }],
};
