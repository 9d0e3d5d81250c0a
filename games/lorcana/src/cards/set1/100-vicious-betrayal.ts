import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Vicious Betrayal — The First Chapter #100. */
export const viciousBetrayal: LorcanaCard = {
  id: '1-100',
  set: '1',
  number: 100,
  name: 'Vicious Betrayal',
  type: 'action',
  cost: 1,
  inkwell: true,
  inks: ['Emerald'],
  classifications: [],
  rarity: 'Common',
  effect: [
    {
      do: 'modify',
      target: chosen(character),
      stat: 'strength',
      amount: 2,
      duration: 'thisTurn',
      instead: { if: { test: 'refIs', refIs: 'it', filter: { classification: 'Villain' } }, amount: 3 },
    },
  ],
};
