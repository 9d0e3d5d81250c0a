import type { LorcanaCard } from '../card.js';

/**
 * Donald Duck – Perfect Gentleman — Rise of the Floodborn #77.
 *
 * Allow Me: each player decides their own may (CR 6.1.4); one declining changes nothing for
 * the other.
 */
export const donaldDuckPerfectGentleman: LorcanaCard = {
  id: '2-077',
  set: '2',
  number: 77,
  name: 'Donald Duck',
  version: 'Perfect Gentleman',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Emerald'],
  strength: 2,
  willpower: 5,
  lore: 2,
  classifications: ['Floodborn', 'Ally'],
  rarity: 'Uncommon',
  keywords: [{ keyword: 'shift', cost: { ink: 3 } }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Allow Me',
      trigger: { on: 'startOfTurn' },
      effect: [
        {
          do: 'forEach',
          each: { players: 'eachPlayer' },
          steps: [{ do: 'draw', amount: 1, player: 'thatPlayer', may: 'thatPlayer' }],
        },
      ],
    },
  ],
};
