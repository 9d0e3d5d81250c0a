import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Look at This Family — Ursula's Return #28. */
export const lookAtThisFamily: LorcanaCard = {
  id: '4-028',
  set: '4',
  number: 28,
  name: 'Look at This Family',
  type: 'action',
  song: true,
  cost: 7,
  inkwell: true,
  inks: ['Amber'],
  classifications: [],
  rarity: 'Rare',
  keywords: [{ keyword: 'singTogether', value: 7 }],
  effect: [
    {
      do: 'lookAtTop',
      count: 5,
      take: { filter: character, min: 0, max: 2, to: 'hand', reveal: true },
      rest: 'deckBottom',
    },
  ],
};
