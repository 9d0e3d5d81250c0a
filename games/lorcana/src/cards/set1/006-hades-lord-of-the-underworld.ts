import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Hades – Lord of the Underworld — The First Chapter #6. */
export const hadesLordOfTheUnderworld: LorcanaCard = {
  id: '1-006',
  set: '1',
  number: 6,
  name: 'Hades',
  version: 'Lord of the Underworld',
  type: 'character',
  cost: 4,
  inkwell: false,
  inks: ['Amber'],
  strength: 3,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Villain', 'Deity'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Well of Souls',
      trigger: { on: 'played' },
      effect: [{ do: 'toHand', target: { choose: character, zone: 'discard' } }],
    },
  ],
};
