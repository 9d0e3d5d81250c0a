import type { LorcanaCard } from '../card.js';

/** Megara – Captivating Cynic — Ursula's Return #79. */
export const megaraCaptivatingCynic: LorcanaCard = {
  id: '4-079',
  set: '4',
  number: 79,
  name: 'Megara',
  version: 'Captivating Cynic',
  type: 'character',
  cost: 3,
  inkwell: false,
  inks: ['Emerald'],
  strength: 3,
  willpower: 6,
  lore: 2,
  classifications: ['Dreamborn', 'Ally'],
  rarity: 'Common',
  abilities: [
    {
      kind: 'triggered',
      name: 'Shady Deal',
      trigger: { on: 'played' },
      effect: [
        { do: 'chooseOne', options: [[{ do: 'discard', amount: 1 }], [{ do: 'banish', target: 'self' }]] },
      ],
    },
  ],
};
