import type { LorcanaCard } from '../card.js';

/** Goons – Maleficent's Underlings — The First Chapter #179. */
export const goonsMaleficentsUnderlings: LorcanaCard = {
  id: '1-179',
  set: '1',
  number: 179,
  name: 'Goons',
  version: "Maleficent's Underlings",
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Steel'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Common',
};
