import type { LorcanaCard } from '../card.js';

/** Louie – Chill Nephew — Into the Inklands #149. */
export const louieChillNephew: LorcanaCard = {
  id: '3-149',
  set: '3',
  number: 149,
  name: 'Louie',
  version: 'Chill Nephew',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 3,
  willpower: 4,
  lore: 2,
  classifications: ['Dreamborn', 'Ally'],
  rarity: 'Common',
  keywords: [{ keyword: 'support' }],
};
