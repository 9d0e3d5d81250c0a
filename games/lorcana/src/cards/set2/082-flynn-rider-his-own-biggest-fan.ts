import type { LorcanaCard } from '../card.js';

/** Flynn Rider – His Own Biggest Fan — Rise of the Floodborn #82. */
export const flynnRiderHisOwnBiggestFan: LorcanaCard = {
  id: '2-082',
  set: '2',
  number: 82,
  name: 'Flynn Rider',
  version: 'His Own Biggest Fan',
  type: 'character',
  cost: 4,
  inkwell: false,
  inks: ['Emerald'],
  strength: 2,
  willpower: 3,
  lore: 4,
  classifications: ['Floodborn', 'Hero', 'Prince'],
  rarity: 'Rare',
  keywords: [{ keyword: 'shift', cost: { ink: 2 } }, { keyword: 'evasive' }],
  abilities: [
    {
      kind: 'static',
      name: 'One Last, Big Score',
      effect: { modify: 'lore', amount: { handSize: 'opponents', times: -1 }, to: 'self' },
    },
  ],
};
