import type { LorcanaCard } from '../card.js';

/** Jasmine – Disguised — The First Chapter #148. */
export const jasmineDisguised: LorcanaCard = {
  id: '1-148',
  set: '1',
  number: 148,
  name: 'Jasmine',
  version: 'Disguised',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 3,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn', 'Princess'],
  rarity: 'Common',
};
