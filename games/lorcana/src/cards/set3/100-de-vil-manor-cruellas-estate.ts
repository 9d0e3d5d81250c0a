import type { LorcanaCard } from '../card.js';

/** De Vil Manor – Cruella's Estate — Into the Inklands #100. */
export const deVilManorCruellasEstate: LorcanaCard = {
  id: '3-100',
  set: '3',
  number: 100,
  name: 'De Vil Manor',
  version: "Cruella's Estate",
  type: 'location',
  cost: 1,
  inkwell: true,
  inks: ['Emerald'],
  willpower: 4,
  lore: 1,
  moveCost: 1,
  classifications: [],
  rarity: 'Common',
};
