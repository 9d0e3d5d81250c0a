import type { LorcanaCard } from '../card.js';

/** Prince John's Mirror — Shimmering Skies #98. */
export const princeJohnsMirror: LorcanaCard = {
  id: '5-098',
  set: '5',
  number: 98,
  name: "Prince John's Mirror",
  type: 'item',
  cost: 3,
  inkwell: true,
  inks: ['Emerald'],
  classifications: [],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'static',
      name: 'You Look Regal',
      condition: { test: 'youHave', youHave: { type: 'character', name: 'Prince John' } },
      effect: { costReduction: 1, for: 'self' },
    },
    {
      kind: 'triggered',
      name: 'A Feeling of Power',
      trigger: { on: 'endOfTurn', player: 'opponent' },
      // “If they have more than 3” only restates when discarding down to 3 does anything.
      effect: [{ do: 'discardUntil', handSize: 3, player: 'ownerOfEvent' }],
    },
  ],
};
