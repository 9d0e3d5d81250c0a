import type { LorcanaCard } from '../card.js';
import { character, chosen, opposingCharacter } from '../phrases.js';

/**
 * Chernabog – Unnatural Force — Winterspell #77.
 *
 * Dark Dance: the second sentence is “if you do” — it happens only if the shuffle did
 * (CR 6.1.5.1), so declining the may skips both; the opponent's own may is theirs (CR 6.1.4).
 */
export const chernabogUnnaturalForce: LorcanaCard = {
  id: '11-077',
  set: '11',
  number: 77,
  name: 'Chernabog',
  version: 'Unnatural Force',
  type: 'character',
  cost: 5,
  inkwell: false,
  inks: ['Emerald'],
  strength: 5,
  willpower: 4,
  lore: 2,
  classifications: ['Storyborn', 'Villain'],
  rarity: 'Super rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Dark Dance',
      trigger: { on: 'played' },
      effect: [
        { do: 'shuffleIntoDeck', target: chosen(opposingCharacter), may: true },
        {
          do: 'forEach',
          each: { players: 'ownerOfIt' },
          steps: [
            {
              do: 'playCard',
              card: { choose: character, zone: 'discard', player: 'thatPlayer' },
              free: true,
              player: 'thatPlayer',
              may: 'thatPlayer',
            },
          ],
          if: 'youDid',
        },
      ],
    },
  ],
};
