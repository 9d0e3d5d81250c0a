import type { LorcanaCard } from '../card.js';

/** Maleficent – Sorceress — The First Chapter #49. */
export const maleficentSorceress: LorcanaCard = {
  id: '1-049',
  set: '1',
  number: 49,
  name: 'Maleficent',
  version: 'Sorceress',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Villain', 'Sorcerer'],
  rarity: 'Common',
  abilities: [
    {
      kind: 'triggered',
      name: 'Cast My Spell!',
      trigger: { on: 'played' },
      effect: [{ do: 'draw', amount: 1, may: true }],
    },
  ],
};
