import type { LorcanaCard } from '../card.js';
import { item } from '../phrases.js';

/** Noi – Orphaned Thief — Rise of the Floodborn #155. */
export const noiOrphanedThief: LorcanaCard = {
  id: '2-155',
  set: '2',
  number: 155,
  name: 'Noi',
  version: 'Orphaned Thief',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 1,
  willpower: 2,
  lore: 2,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'static',
      name: 'Hide and Seek',
      condition: { test: 'youHave', youHave: item },
      effect: { grant: [{ keyword: 'resist', value: 1 }, { keyword: 'ward' }], to: 'self' },
    },
  ],
};
