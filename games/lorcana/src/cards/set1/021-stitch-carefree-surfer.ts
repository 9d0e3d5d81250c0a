import type { LorcanaCard } from '../card.js';

/** Stitch – Carefree Surfer — The First Chapter #21. */
export const stitchCarefreeSurfer: LorcanaCard = {
  id: '1-021',
  set: '1',
  number: 21,
  name: 'Stitch',
  version: 'Carefree Surfer',
  type: 'character',
  cost: 7,
  inkwell: true,
  inks: ['Amber'],
  strength: 4,
  willpower: 8,
  lore: 2,
  classifications: ['Dreamborn', 'Hero', 'Alien'],
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'triggered',
      name: 'Ohana',
      trigger: { on: 'played' },
      if: { test: 'youHave', youHave: { type: 'character', other: true }, atLeast: 2 },
      effect: [{ do: 'draw', amount: 2, may: true }],
    },
  ],
};
