import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Mother Knows Best — The First Chapter #95. */
export const motherKnowsBest: LorcanaCard = {
  id: '1-095',
  set: '1',
  number: 95,
  name: 'Mother Knows Best',
  type: 'action',
  song: true,
  cost: 3,
  inkwell: false,
  inks: ['Emerald'],
  classifications: [],
  rarity: 'Uncommon',
  effect: [{ do: 'toHand', target: chosen(character) }],
};
