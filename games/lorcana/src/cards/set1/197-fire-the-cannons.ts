import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Fire the Cannons! — The First Chapter #197. */
export const fireTheCannons: LorcanaCard = {
  id: '1-197',
  set: '1',
  number: 197,
  name: 'Fire the Cannons!',
  type: 'action',
  cost: 1,
  inkwell: false,
  inks: ['Steel'],
  classifications: [],
  rarity: 'Common',
  effect: [{ do: 'dealDamage', target: chosen(character), amount: 2 }],
};
