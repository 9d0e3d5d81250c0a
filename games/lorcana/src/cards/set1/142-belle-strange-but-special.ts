import type { LorcanaCard } from '../card.js';

/** Belle – Strange but Special — The First Chapter #142. */
export const belleStrangeButSpecial: LorcanaCard = {
  id: '1-142',
  set: '1',
  number: 142,
  name: 'Belle',
  version: 'Strange but Special',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 2,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Hero', 'Princess'],
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'static',
      name: 'Read a Book',
      condition: { test: 'yourTurn', yourTurn: true },
      effect: { additionalInk: 1 },
    },
    {
      kind: 'static',
      name: 'My Favorite Part!',
      condition: { test: 'inkwellSize', inkwellSize: 'you', range: { atLeast: 10 } },
      effect: { modify: 'lore', amount: 4, to: 'self' },
    },
  ],
};
