import type { LorcanaCard } from '../card.js';
import { chosen, opposingCharacter } from '../phrases.js';

/** John Silver – Alien Pirate — The First Chapter #82. */
export const johnSilverAlienPirate: LorcanaCard = {
  id: '1-082',
  set: '1',
  number: 82,
  name: 'John Silver',
  version: 'Alien Pirate',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Emerald'],
  strength: 5,
  willpower: 5,
  lore: 2,
  classifications: ['Storyborn', 'Villain', 'Alien', 'Pirate', 'Captain'],
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'triggered',
      name: 'Pick Your Fights',
      trigger: [{ on: 'played' }, { on: 'quests' }],
      effect: [
        {
          do: 'grant',
          target: chosen(opposingCharacter),
          keywords: [{ keyword: 'reckless' }],
          duration: 'duringTheirNextTurn',
        },
      ],
    },
  ],
};
