import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Dinglehopper — The First Chapter #32. */
export const dinglehopper: LorcanaCard = {
  id: '1-032',
  set: '1',
  number: 32,
  name: 'Dinglehopper',
  type: 'item',
  cost: 1,
  inkwell: true,
  inks: ['Amber'],
  classifications: [],
  rarity: 'Common',
  abilities: [
    {
      kind: 'activated',
      name: 'Straighten Hair',
      cost: { exert: true },
      effect: [{ do: 'removeDamage', target: chosen(character), amount: 1 }],
    },
  ],
};
