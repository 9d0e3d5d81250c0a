import type { LorcanaCard } from '../card.js';

/** Pete – Games Referee — Shimmering Skies #195. */
export const peteGamesReferee: LorcanaCard = {
  id: '5-195',
  set: '5',
  number: 195,
  name: 'Pete',
  version: 'Games Referee',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Steel'],
  strength: 3,
  willpower: 3,
  lore: 1,
  classifications: ['Dreamborn', 'Villain'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Blow the Whistle',
      trigger: { on: 'played' },
      effect: [
        {
          do: 'restrictPlayers',
          players: 'opponents',
          what: 'playActions',
          duration: 'untilStartOfYourNextTurn',
        },
      ],
    },
  ],
};
