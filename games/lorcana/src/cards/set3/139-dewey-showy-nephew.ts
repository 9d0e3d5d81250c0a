import type { LorcanaCard } from '../card.js';

/** Dewey – Showy Nephew — Into the Inklands #139. */
export const deweyShowyNephew: LorcanaCard = {
  id: '3-139',
  set: '3',
  number: 139,
  name: 'Dewey',
  version: 'Showy Nephew',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 2,
  willpower: 3,
  lore: 2,
  classifications: ['Dreamborn', 'Ally'],
  rarity: 'Uncommon',
  keywords: [{ keyword: 'support' }],
};
