import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Painting the Roses Red — Rise of the Floodborn #30. */
export const paintingTheRosesRed: LorcanaCard = {
  id: '2-030',
  set: '2',
  number: 30,
  name: 'Painting the Roses Red',
  type: 'action',
  song: true,
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  classifications: [],
  rarity: 'Common',
  effect: [
    {
      do: 'modify',
      target: chosen(character, { count: 2, upTo: true }),
      stat: 'strength',
      amount: -1,
      duration: 'thisTurn',
    },
    { do: 'draw', amount: 1 },
  ],
};
