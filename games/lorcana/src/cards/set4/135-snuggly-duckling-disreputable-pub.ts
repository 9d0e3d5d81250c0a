import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Snuggly Duckling – Disreputable Pub — Ursula's Return #135. */
export const snugglyDucklingDisreputablePub: LorcanaCard = {
  id: '4-135',
  set: '4',
  number: 135,
  name: 'Snuggly Duckling',
  version: 'Disreputable Pub',
  type: 'location',
  cost: 2,
  inkwell: true,
  inks: ['Ruby'],
  willpower: 9,
  moveCost: 2,
  classifications: [],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Routine Ruckus',
      trigger: {
        on: 'challenges',
        subject: { type: 'character', strength: { atLeast: 3 } },
        other: character,
        here: true,
      },
      effect: [
        {
          do: 'gainLore',
          amount: 1,
          instead: {
            if: { test: 'refIs', refIs: 'eventCard', filter: { strength: { atLeast: 6 } } },
            amount: 3,
          },
        },
      ],
    },
  ],
};
