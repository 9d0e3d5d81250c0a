import type { LorcanaCard } from '../card.js';

/** Mad Hatter – Gracious Host — The First Chapter #86. */
export const madHatterGraciousHost: LorcanaCard = {
  id: '1-086',
  set: '1',
  number: 86,
  name: 'Mad Hatter',
  version: 'Gracious Host',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Emerald'],
  strength: 2,
  willpower: 4,
  lore: 3,
  classifications: ['Storyborn'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Tea Party',
      trigger: { on: 'challenged' },
      effect: [{ do: 'draw', amount: 1, may: true }],
    },
  ],
};
