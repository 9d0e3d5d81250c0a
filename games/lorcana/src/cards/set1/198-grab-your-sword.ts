import type { LorcanaCard } from '../card.js';
import { each, opposingCharacter } from '../phrases.js';

/** Grab Your Sword — The First Chapter #198. */
export const grabYourSword: LorcanaCard = {
  id: '1-198',
  set: '1',
  number: 198,
  name: 'Grab Your Sword',
  type: 'action',
  song: true,
  cost: 5,
  inkwell: false,
  inks: ['Steel'],
  classifications: [],
  rarity: 'Rare',
  effect: [{ do: 'dealDamage', target: each(opposingCharacter), amount: 2 }],
};
