import type { LorcanaCard } from '../card.js';

/** Captain – Colonel's Lieutenant — The First Chapter #106. */
export const captainColonelsLieutenant: LorcanaCard = {
  id: '1-106',
  set: '1',
  number: 106,
  name: 'Captain',
  version: "Colonel's Lieutenant",
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Ruby'],
  strength: 6,
  willpower: 5,
  lore: 1,
  classifications: ['Storyborn', 'Ally', 'Captain'],
  rarity: 'Uncommon',
};
