import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/** Grand Duke – Advisor to the King — Rise of the Floodborn #9. */
export const grandDukeAdvisorToTheKing: LorcanaCard = {
  id: '2-009',
  set: '2',
  number: 9,
  name: 'Grand Duke',
  version: 'Advisor to the King',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'static',
      name: 'Yes, Your Majesty',
      effect: {
        modify: 'strength',
        amount: 1,
        to: { ...yourCharacter, classification: ['Prince', 'Princess', 'King', 'Queen'] },
      },
    },
  ],
};
