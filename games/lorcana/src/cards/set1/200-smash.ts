import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Smash — The First Chapter #200. */
export const smash: LorcanaCard = {
  id: '1-200',
  set: '1',
  number: 200,
  name: 'Smash',
  type: 'action',
  cost: 3,
  inkwell: true,
  inks: ['Steel'],
  classifications: [],
  rarity: 'Uncommon',
  effect: [{ do: 'dealDamage', target: chosen(character), amount: 3 }],
};
