import type { LorcanaCard } from '../card.js';

/** Sven – Official Ice Deliverer — The First Chapter #55. */
export const svenOfficialIceDeliverer: LorcanaCard = {
  id: '1-055',
  set: '1',
  number: 55,
  name: 'Sven',
  version: 'Official Ice Deliverer',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 5,
  willpower: 7,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Uncommon',
};
