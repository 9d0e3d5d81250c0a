import type { LorcanaCard } from '../card.js';
import { each, opposingCharacter } from '../phrases.js';

/** Under the Sea — Ursula's Return #95. */
export const underTheSea: LorcanaCard = {
  id: '4-095',
  set: '4',
  number: 95,
  name: 'Under the Sea',
  type: 'action',
  song: true,
  cost: 8,
  inkwell: false,
  inks: ['Emerald'],
  classifications: [],
  rarity: 'Rare',
  keywords: [{ keyword: 'singTogether', value: 8 }],
  effect: [{ do: 'putOnDeckBottom', target: each({ ...opposingCharacter, strength: { atMost: 2 } }) }],
};
