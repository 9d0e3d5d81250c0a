import type { LorcanaCard } from '../card.js';

/** Donald Duck – Pie Slinger — Shimmering Skies #107. */
export const donaldDuckPieSlinger: LorcanaCard = {
  id: '5-107',
  set: '5',
  number: 107,
  name: 'Donald Duck',
  version: 'Pie Slinger',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Ruby'],
  strength: 3,
  willpower: 6,
  lore: 1,
  classifications: ['Floodborn', 'Hero', 'Knight'],
  rarity: 'Legendary',
  keywords: [{ keyword: 'shift', cost: { ink: 4 } }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Humble Pie',
      trigger: { on: 'played' },
      if: { test: 'usedShift', usedShift: true },
      effect: [{ do: 'loseLore', player: 'opponents', amount: 2 }],
    },
    {
      kind: 'static',
      name: 'Raging Duck',
      condition: { test: 'opponentLore', opponentLore: { atLeast: 10 } },
      effect: { modify: 'strength', amount: 6, to: 'self' },
    },
  ],
};
