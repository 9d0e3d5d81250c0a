import type { LorcanaCard } from '../card.js';

/** Remember Who You Are — Shimmering Skies #97. */
export const rememberWhoYouAre: LorcanaCard = {
  id: '5-097',
  set: '5',
  number: 97,
  name: 'Remember Who You Are',
  type: 'action',
  cost: 4,
  inkwell: false,
  inks: ['Emerald'],
  classifications: [],
  rarity: 'Rare',
  effect: [
    { do: 'chooseOpponent' },
    {
      do: 'if',
      if: { test: 'fewerInHandThan', fewerInHandThan: 'chosenOpponent' },
      steps: [{ do: 'drawUntil', handSize: { handSize: 'chosenOpponent' } }],
    },
  ],
};
