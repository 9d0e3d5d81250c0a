import type { LorcanaCard } from '../card.js';

/** LeFou – Bumbler — The First Chapter #8. */
export const lefouBumbler: LorcanaCard = {
  id: '1-008',
  set: '1',
  number: 8,
  name: 'LeFou',
  version: 'Bumbler',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  strength: 1,
  willpower: 2,
  lore: 2,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'static',
      name: 'Loyal',
      condition: { test: 'youHave', youHave: { type: 'character', name: 'Gaston' } },
      effect: { costReduction: 1, for: 'self' },
    },
  ],
};
