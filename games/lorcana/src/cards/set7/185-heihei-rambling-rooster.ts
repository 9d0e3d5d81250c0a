import type { LorcanaCard } from '../card.js';

/** Heihei – Rambling Rooster — Archazia's Island #185. */
export const heiheiRamblingRooster: LorcanaCard = {
  id: '7-185',
  set: '7',
  number: 185,
  name: 'Heihei',
  version: 'Rambling Rooster',
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Steel'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Dreamborn', 'Ally'],
  rarity: 'Common',
};
