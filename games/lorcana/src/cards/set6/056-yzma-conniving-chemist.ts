import type { LorcanaCard } from '../card.js';

/** Yzma – Conniving Chemist — Azurite Sea #56. */
export const yzmaConnivingChemist: LorcanaCard = {
  id: '6-056',
  set: '6',
  number: 56,
  name: 'Yzma',
  version: 'Conniving Chemist',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 3,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn', 'Villain', 'Sorcerer'],
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'activated',
      name: 'Feel the Power',
      cost: { exert: true },
      effect: [
        {
          do: 'if',
          if: { test: 'handSize', handSize: 'you', range: { atMost: 2 } },
          steps: [{ do: 'drawUntil', handSize: 3 }],
        },
      ],
    },
  ],
};
