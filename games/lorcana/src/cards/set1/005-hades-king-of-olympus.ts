import type { LorcanaCard } from '../card.js';
import { yourOtherCharacter } from '../phrases.js';

/** Hades – King of Olympus — The First Chapter #5. */
export const hadesKingOfOlympus: LorcanaCard = {
  id: '1-005',
  set: '1',
  number: 5,
  name: 'Hades',
  version: 'King of Olympus',
  type: 'character',
  cost: 8,
  inkwell: false,
  inks: ['Amber'],
  strength: 6,
  willpower: 7,
  lore: 1,
  classifications: ['Floodborn', 'Villain', 'King', 'Deity'],
  rarity: 'Rare',
  keywords: [{ keyword: 'shift', cost: { ink: 6 } }],
  abilities: [
    {
      kind: 'static',
      name: 'Sinister Plot',
      effect: {
        modify: 'lore',
        amount: { count: { ...yourOtherCharacter, classification: 'Villain' } },
        to: 'self',
      },
    },
  ],
};
