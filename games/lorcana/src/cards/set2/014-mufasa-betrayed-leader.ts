import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Mufasa – Betrayed Leader — Rise of the Floodborn #14. */
export const mufasaBetrayedLeader: LorcanaCard = {
  id: '2-014',
  set: '2',
  number: 14,
  name: 'Mufasa',
  version: 'Betrayed Leader',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Amber'],
  strength: 3,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn', 'Mentor', 'King'],
  abilities: [
    {
      kind: 'triggered',
      name: 'The Sun Will Set',
      trigger: { on: 'banished' },
      effect: [
        {
          do: 'may',
          steps: [
            {
              do: 'revealTop',
              ifMatches: character,
              onMatch: [
                { do: 'may', steps: [{ do: 'playCard', card: 'it', free: true, entersExerted: true }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};
