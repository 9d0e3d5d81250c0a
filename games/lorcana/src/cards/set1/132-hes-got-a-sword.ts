import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** He's Got a Sword! — The First Chapter #132. */
export const hesGotASword: LorcanaCard = {
  id: '1-132',
  set: '1',
  number: 132,
  name: "He's Got a Sword!",
  type: 'action',
  cost: 1,
  inkwell: true,
  inks: ['Ruby'],
  classifications: [],
  rarity: 'Common',
  effect: [{ do: 'modify', target: chosen(character), stat: 'strength', amount: 2, duration: 'thisTurn' }],
};
