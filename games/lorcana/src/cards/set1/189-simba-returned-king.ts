import type { LorcanaCard } from '../card.js';

/** Simba – Returned King — The First Chapter #189. */
export const simbaReturnedKing: LorcanaCard = {
  id: '1-189',
  set: '1',
  number: 189,
  name: 'Simba',
  version: 'Returned King',
  type: 'character',
  cost: 7,
  inkwell: true,
  inks: ['Steel'],
  strength: 4,
  willpower: 6,
  lore: 2,
  classifications: ['Storyborn', 'Hero', 'King'],
  rarity: 'Rare',
  keywords: [{ keyword: 'challenger', value: 4 }],
  abilities: [
    {
      kind: 'static',
      name: 'Pounce',
      condition: { test: 'yourTurn', yourTurn: true },
      effect: { grant: [{ keyword: 'evasive' }], to: 'self' },
    },
  ],
};
