import type { LorcanaCard } from '../card.js';

/** Jafar – Wicked Sorcerer — The First Chapter #45. */
export const jafarWickedSorcerer: LorcanaCard = {
  id: '1-045',
  set: '1',
  number: 45,
  name: 'Jafar',
  version: 'Wicked Sorcerer',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 2,
  willpower: 5,
  lore: 1,
  classifications: ['Dreamborn', 'Villain', 'Sorcerer'],
  rarity: 'Common',
  keywords: [{ keyword: 'challenger', value: 3 }],
};
