import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Dragon Fire — The First Chapter #130. */
export const dragonFire: LorcanaCard = {
  id: '1-130',
  set: '1',
  number: 130,
  name: 'Dragon Fire',
  type: 'action',
  cost: 5,
  inkwell: false,
  inks: ['Ruby'],
  classifications: [],
  rarity: 'Uncommon',
  effect: [{ do: 'banish', target: chosen(character) }],
};
