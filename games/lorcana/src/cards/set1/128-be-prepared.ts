import type { LorcanaCard } from '../card.js';
import { character, each } from '../phrases.js';

/** Be Prepared — The First Chapter #128. */
export const bePrepared: LorcanaCard = {
  id: '1-128',
  set: '1',
  number: 128,
  name: 'Be Prepared',
  type: 'action',
  song: true,
  cost: 7,
  inkwell: false,
  inks: ['Ruby'],
  classifications: [],
  rarity: 'Rare',
  effect: [{ do: 'banish', target: each(character) }],
};
