import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Dodge! — Ursula's Return #93. */
export const dodge: LorcanaCard = {
  id: '4-093',
  set: '4',
  number: 93,
  name: 'Dodge!',
  type: 'action',
  cost: 2,
  inkwell: true,
  inks: ['Emerald'],
  classifications: [],
  rarity: 'Common',
  effect: [
    {
      do: 'grant',
      target: chosen(character),
      keywords: [{ keyword: 'ward' }, { keyword: 'evasive' }],
      duration: 'untilStartOfYourNextTurn',
    },
  ],
};
