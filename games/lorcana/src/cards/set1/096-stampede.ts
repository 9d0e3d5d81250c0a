import type { LorcanaCard } from '../card.js';
import { chosen } from '../phrases.js';

/** Stampede — The First Chapter #96. */
export const stampede: LorcanaCard = {
  id: '1-096',
  set: '1',
  number: 96,
  name: 'Stampede',
  type: 'action',
  cost: 1,
  inkwell: false,
  inks: ['Emerald'],
  classifications: [],
  rarity: 'Common',
  effect: [{ do: 'dealDamage', target: chosen({ type: 'character', damaged: true }), amount: 2 }],
};
