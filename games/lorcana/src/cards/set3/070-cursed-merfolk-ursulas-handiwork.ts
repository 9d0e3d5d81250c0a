import type { LorcanaCard } from '../card.js';

/** Cursed Merfolk – Ursula's Handiwork — Into the Inklands #70. */
export const cursedMerfolkUrsulasHandiwork: LorcanaCard = {
  id: '3-070',
  set: '3',
  number: 70,
  name: 'Cursed Merfolk',
  version: "Ursula's Handiwork",
  type: 'character',
  cost: 1,
  inkwell: false,
  inks: ['Emerald'],
  strength: 0,
  willpower: 1,
  lore: 2,
  classifications: ['Storyborn'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Poor Souls',
      trigger: { on: 'challenged' },
      effect: [{ do: 'discard', amount: 1, player: 'opponents' }],
    },
  ],
};
