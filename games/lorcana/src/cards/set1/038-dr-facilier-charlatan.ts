import type { LorcanaCard } from '../card.js';

/** Dr. Facilier – Charlatan — The First Chapter #38. */
export const drFacilierCharlatan: LorcanaCard = {
  id: '1-038',
  set: '1',
  number: 38,
  name: 'Dr. Facilier',
  version: 'Charlatan',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 0,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Villain', 'Sorcerer'],
  rarity: 'Common',
  keywords: [{ keyword: 'challenger', value: 2 }],
};
