import type { LorcanaCard } from '../card.js';

/** Mufasa – King of the Pride Lands — The First Chapter #155. */
export const mufasaKingOfThePrideLands: LorcanaCard = {
  id: '1-155',
  set: '1',
  number: 155,
  name: 'Mufasa',
  version: 'King of the Pride Lands',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 4,
  willpower: 6,
  lore: 3,
  classifications: ['Storyborn', 'Mentor', 'King'],
  rarity: 'Common',
};
