import type { LorcanaCard } from '../card.js';

/** Milo Thatch – Clever Cartographer — Into the Inklands #79. */
export const miloThatchCleverCartographer: LorcanaCard = {
  id: '3-079',
  set: '3',
  number: 79,
  name: 'Milo Thatch',
  version: 'Clever Cartographer',
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Emerald'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Dreamborn', 'Hero'],
  rarity: 'Common',
};
