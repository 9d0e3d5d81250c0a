import type { LorcanaCard } from '../card.js';
import { each, yourOtherCharacter } from '../phrases.js';

/** Lucky – The 15th Puppy — Into the Inklands #8. */
export const luckyThe15thPuppy: LorcanaCard = {
  id: '3-008',
  set: '3',
  number: 8,
  name: 'Lucky',
  version: 'The 15th Puppy',
  type: 'character',
  cost: 4,
  inkwell: false,
  inks: ['Amber'],
  strength: 2,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn', 'Puppy'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'activated',
      name: 'Good as New',
      cost: { exert: true },
      effect: [
        {
          do: 'lookAtTop',
          count: 3,
          take: {
            filter: { type: 'character', cost: { atMost: 2 } },
            min: 0,
            max: 3,
            to: 'hand',
            reveal: true,
          },
          rest: 'deckBottom',
        },
      ],
    },
    {
      kind: 'triggered',
      name: 'Puppy Love',
      trigger: { on: 'quests' },
      if: { test: 'youHave', youHave: { type: 'character', other: true }, atLeast: 4 },
      effect: [
        { do: 'modify', target: each(yourOtherCharacter), stat: 'lore', amount: 1, duration: 'thisTurn' },
      ],
    },
  ],
};
