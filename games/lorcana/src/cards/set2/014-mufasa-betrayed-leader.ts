import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/**
 * Mufasa – Betrayed Leader — Rise of the Floodborn #14.
 *
 * The Sun Will Set is three sentences; the first (reveal) says “may”. The second and third test
 * and move “it”, the card the first revealed (CR 6.1.11): declining the reveal leaves them no card,
 * so they resolve with no effect and stay nested in the reveal (CR 6.1.4). The second sentence's
 * own “may” (play it) is asked only when it is a character.
 */
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
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'triggered',
      name: 'The Sun Will Set',
      trigger: { on: 'banished' },
      effect: [
        {
          do: 'revealTop',
          ifMatches: character,
          onMatch: [{ do: 'playCard', card: 'it', free: true, entersExerted: true, may: true }],
          may: true,
        },
      ],
    },
  ],
};
