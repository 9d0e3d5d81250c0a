import type { LorcanaCard } from '../card.js';
import { chosen } from '../phrases.js';

/** Ring the Bell — Rise of the Floodborn #101. */
export const ringTheBell: LorcanaCard = {
  id: '2-101',
  set: '2',
  number: 101,
  name: 'Ring the Bell',
  type: 'action',
  cost: 3,
  inkwell: true,
  inks: ['Emerald'],
  classifications: [],
  rarity: 'Uncommon',
  effect: [{ do: 'banish', target: chosen({ type: 'character', damaged: true }) }],
};
