import type { LorcanaCard } from '../card.js';
import { chosen, yourCharacter } from '../phrases.js';

/** Candy Drift — Reign of Jafar #39. */
export const candyDrift: LorcanaCard = {
  id: '8-039',
  set: '8',
  number: 39,
  name: 'Candy Drift',
  type: 'action',
  cost: 2,
  inkwell: true,
  inks: ['Amber', 'Ruby'],
  classifications: [],
  rarity: 'Uncommon',
  effect: [
    { do: 'draw', amount: 1 },
    { do: 'modify', target: chosen(yourCharacter), stat: 'strength', amount: 5, duration: 'thisTurn' },
    { do: 'atEndOfTurn', effect: [{ do: 'banish', target: 'it' }] },
  ],
};
