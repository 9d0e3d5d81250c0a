import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Be Our Guest — The First Chapter #25. */
export const beOurGuest: LorcanaCard = {
  id: '1-025',
  set: '1',
  number: 25,
  name: 'Be Our Guest',
  type: 'action',
  song: true,
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  classifications: [],
  rarity: 'Uncommon',
  effect: [
    {
      do: 'lookAtTop',
      count: 4,
      take: { filter: character, min: 0, max: 1, to: 'hand', reveal: true },
      rest: 'deckBottom',
    },
  ],
};
