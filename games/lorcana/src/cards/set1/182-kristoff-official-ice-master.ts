import type { LorcanaCard } from '../card.js';

/** Kristoff – Official Ice Master — The First Chapter #182. */
export const kristoffOfficialIceMaster: LorcanaCard = {
  id: '1-182',
  set: '1',
  number: 182,
  name: 'Kristoff',
  version: 'Official Ice Master',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Steel'],
  strength: 3,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Common',
};
