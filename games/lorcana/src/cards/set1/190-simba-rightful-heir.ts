import type { LorcanaCard } from '../card.js';

/** Simba – Rightful Heir — The First Chapter #190. */
export const simbaRightfulHeir: LorcanaCard = {
  id: '1-190',
  set: '1',
  number: 190,
  name: 'Simba',
  version: 'Rightful Heir',
  type: 'character',
  cost: 5,
  inkwell: false,
  inks: ['Steel'],
  strength: 3,
  willpower: 5,
  lore: 2,
  classifications: ['Storyborn', 'Hero', 'Prince'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'I Know What I Have to Do',
      trigger: { on: 'banishesInChallenge' },
      activeWhen: { test: 'yourTurn', yourTurn: true },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
  ],
};
