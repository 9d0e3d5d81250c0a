import type { LorcanaCard } from '../card.js';

/** Olaf – Friendly Snowman — The First Chapter #52. */
export const olafFriendlySnowman: LorcanaCard = {
  id: '1-052',
  set: '1',
  number: 52,
  name: 'Olaf',
  version: 'Friendly Snowman',
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 1,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Uncommon',
};
