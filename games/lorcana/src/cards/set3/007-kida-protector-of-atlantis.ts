import type { LorcanaCard } from '../card.js';
import { character, each } from '../phrases.js';

/** Kida – Protector of Atlantis — Into the Inklands #7. */
export const kidaProtectorOfAtlantis: LorcanaCard = {
  id: '3-007',
  set: '3',
  number: 7,
  name: 'Kida',
  version: 'Protector of Atlantis',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Amber'],
  strength: 3,
  willpower: 5,
  lore: 2,
  classifications: ['Floodborn', 'Hero', 'Princess'],
  rarity: 'Legendary',
  keywords: [{ keyword: 'shift', cost: { ink: 3 } }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Perhaps We Can Save Our Future',
      trigger: { on: 'played' },
      effect: [
        {
          do: 'modify',
          target: each(character),
          stat: 'strength',
          amount: -3,
          duration: 'untilStartOfYourNextTurn',
        },
      ],
    },
  ],
};
