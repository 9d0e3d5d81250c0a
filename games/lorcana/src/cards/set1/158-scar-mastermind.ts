import type { LorcanaCard } from '../card.js';
import { chosen, opposingCharacter } from '../phrases.js';

/** Scar – Mastermind — The First Chapter #158. */
export const scarMastermind: LorcanaCard = {
  id: '1-158',
  set: '1',
  number: 158,
  name: 'Scar',
  version: 'Mastermind',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 5,
  willpower: 4,
  lore: 2,
  classifications: ['Storyborn', 'Villain'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Insidious Plot',
      trigger: { on: 'played' },
      effect: [
        {
          do: 'modify',
          target: chosen(opposingCharacter),
          stat: 'strength',
          amount: -5,
          duration: 'thisTurn',
        },
      ],
    },
  ],
};
