import type { LorcanaCard } from '../card.js';

/** Jim Hawkins – Space Traveler — Into the Inklands #109. */
export const jimHawkinsSpaceTraveler: LorcanaCard = {
  id: '3-109',
  set: '3',
  number: 109,
  name: 'Jim Hawkins',
  version: 'Space Traveler',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Ruby'],
  strength: 4,
  willpower: 4,
  lore: 2,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'triggered',
      name: 'This Is It!',
      trigger: { on: 'played' },
      effect: [
        {
          do: 'playCard',
          card: { choose: { type: 'location', cost: { atMost: 4 } }, zone: 'hand' },
          free: true,
          may: true,
        },
      ],
    },
    {
      kind: 'triggered',
      name: 'Take the Helm',
      trigger: { on: 'played', subject: { type: 'location', owner: 'you' } },
      effect: [{ do: 'moveToLocation', character: 'self', location: 'eventCard', free: true, may: true }],
    },
  ],
};
