import type { LorcanaCard } from '../card.js';

/** Gramma Tala – Spirit of the Ocean — Into the Inklands #143. */
export const grammaTalaSpiritOfTheOcean: LorcanaCard = {
  id: '3-143',
  set: '3',
  number: 143,
  name: 'Gramma Tala',
  version: 'Spirit of the Ocean',
  type: 'character',
  cost: 7,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 4,
  willpower: 8,
  lore: 2,
  classifications: ['Floodborn', 'Mentor'],
  rarity: 'Legendary',
  keywords: [{ keyword: 'shift', cost: { ink: 5 } }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Do You Know Who You Are?',
      trigger: { on: 'inked' },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
  ],
};
