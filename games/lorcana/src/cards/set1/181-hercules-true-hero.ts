import type { LorcanaCard } from '../card.js';

/** Hercules – True Hero — The First Chapter #181. */
export const herculesTrueHero: LorcanaCard = {
  id: '1-181',
  set: '1',
  number: 181,
  name: 'Hercules',
  version: 'True Hero',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Steel'],
  strength: 3,
  willpower: 3,
  lore: 1,
  classifications: ['Dreamborn', 'Hero', 'Prince'],
  rarity: 'Common',
  keywords: [{ keyword: 'bodyguard' }],
};
