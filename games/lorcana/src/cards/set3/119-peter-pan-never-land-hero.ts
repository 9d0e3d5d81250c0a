import type { LorcanaCard } from '../card.js';

/** Peter Pan – Never Land Hero — Into the Inklands #119. */
export const peterPanNeverLandHero: LorcanaCard = {
  id: '3-119',
  set: '3',
  number: 119,
  name: 'Peter Pan',
  version: 'Never Land Hero',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Ruby'],
  strength: 1,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Common',
  keywords: [{ keyword: 'rush' }],
  abilities: [
    {
      kind: 'static',
      name: 'Over Here, Tink',
      condition: { test: 'youHave', youHave: { type: 'character', name: 'Tinker Bell' } },
      effect: { modify: 'strength', amount: 2, to: 'self' },
    },
  ],
};
