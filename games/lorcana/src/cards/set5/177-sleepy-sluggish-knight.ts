import type { LorcanaCard } from '../card.js';

/** Sleepy – Sluggish Knight — Shimmering Skies #177. */
export const sleepySluggishKnight: LorcanaCard = {
  id: '5-177',
  set: '5',
  number: 177,
  name: 'Sleepy',
  version: 'Sluggish Knight',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Steel'],
  strength: 0,
  willpower: 4,
  lore: 1,
  classifications: ['Dreamborn', 'Ally', 'Knight', 'Seven Dwarfs'],
  rarity: 'Uncommon',
  keywords: [{ keyword: 'bodyguard' }],
};
