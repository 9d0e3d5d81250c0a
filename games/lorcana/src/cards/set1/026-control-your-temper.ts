import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Control Your Temper! — The First Chapter #26. */
export const controlYourTemper: LorcanaCard = {
  id: '1-026',
  set: '1',
  number: 26,
  name: 'Control Your Temper!',
  type: 'action',
  cost: 1,
  inkwell: true,
  inks: ['Amber'],
  classifications: [],
  rarity: 'Common',
  effect: [{ do: 'modify', target: chosen(character), stat: 'strength', amount: -2, duration: 'thisTurn' }],
};
