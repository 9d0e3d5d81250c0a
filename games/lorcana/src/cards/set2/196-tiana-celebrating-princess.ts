import type { LorcanaCard } from '../card.js';

/** Tiana – Celebrating Princess — Rise of the Floodborn #196. */
export const tianaCelebratingPrincess: LorcanaCard = {
  id: '2-196',
  set: '2',
  number: 196,
  name: 'Tiana',
  version: 'Celebrating Princess',
  type: 'character',
  cost: 4,
  inkwell: false,
  inks: ['Steel'],
  strength: 1,
  willpower: 4,
  lore: 2,
  classifications: ['Dreamborn', 'Hero', 'Princess'],
  rarity: 'Super rare',
  keywords: [{ keyword: 'resist', value: 2 }],
  abilities: [
    {
      kind: 'static',
      name: 'What You Give Is What You Get',
      condition: {
        all: [
          { test: 'selfIs', selfIs: { exerted: true } },
          { test: 'handSize', handSize: 'you', range: { atMost: 0 } },
        ],
      },
      effect: { restrictPlayers: 'opponents', what: 'playActions' },
    },
  ],
};
