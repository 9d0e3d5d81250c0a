import type { LorcanaCard } from '../card.js';

/** Mickey Mouse – Detective — The First Chapter #154. */
export const mickeyMouseDetective: LorcanaCard = {
  id: '1-154',
  set: '1',
  number: 154,
  name: 'Mickey Mouse',
  version: 'Detective',
  type: 'character',
  cost: 3,
  inkwell: false,
  inks: ['Sapphire'],
  strength: 1,
  willpower: 3,
  lore: 1,
  classifications: ['Dreamborn', 'Hero', 'Detective'],
  rarity: 'Common',
  abilities: [
    {
      kind: 'triggered',
      name: 'Get a Clue',
      trigger: { on: 'played' },
      effect: [{ do: 'inkTop', amount: 1, exerted: true, may: true }],
    },
  ],
};
