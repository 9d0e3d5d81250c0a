import type { LorcanaCard } from '../card.js';

/** The Sorcerer's Hat — Into the Inklands #65. */
export const theSorcerersHat: LorcanaCard = {
  id: '3-065',
  set: '3',
  number: 65,
  name: "The Sorcerer's Hat",
  type: 'item',
  cost: 2,
  inkwell: true,
  inks: ['Amethyst'],
  classifications: [],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'activated',
      name: 'Incredible Energy',
      cost: { exert: true, ink: 1 },
      effect: [{ do: 'nameAndRevealTop', onMatch: [{ do: 'toHand', target: 'it' }] }],
    },
  ],
};
