import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Iago – Loud-Mouthed Parrot — The First Chapter #80. */
export const iagoLoudMouthedParrot: LorcanaCard = {
  id: '1-080',
  set: '1',
  number: 80,
  name: 'Iago',
  version: 'Loud-Mouthed Parrot',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Emerald'],
  strength: 1,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'activated',
      name: 'You Got a Problem?',
      cost: { exert: true },
      effect: [
        {
          do: 'grant',
          target: chosen(character),
          keywords: [{ keyword: 'reckless' }],
          duration: 'duringTheirNextTurn',
        },
      ],
    },
  ],
};
