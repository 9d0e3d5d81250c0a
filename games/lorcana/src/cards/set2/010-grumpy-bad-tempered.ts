import type { LorcanaCard } from '../card.js';
import { yourOtherCharacter } from '../phrases.js';

/** Grumpy – Bad-Tempered — Rise of the Floodborn #10. */
export const grumpyBadTempered: LorcanaCard = {
  id: '2-010',
  set: '2',
  number: 10,
  name: 'Grumpy',
  version: 'Bad-Tempered',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Amber'],
  strength: 3,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Ally', 'Seven Dwarfs'],
  rarity: 'Common',
  abilities: [
    {
      kind: 'static',
      name: "There's Trouble A-Brewin'",
      effect: {
        modify: 'strength',
        amount: 1,
        to: { ...yourOtherCharacter, classification: 'Seven Dwarfs' },
      },
    },
  ],
};
