import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Megara – Pulling the Strings — The First Chapter #87. */
export const megaraPullingTheStrings: LorcanaCard = {
  id: '1-087',
  set: '1',
  number: 87,
  name: 'Megara',
  version: 'Pulling the Strings',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Emerald'],
  strength: 2,
  willpower: 1,
  lore: 1,
  classifications: ['Dreamborn', 'Ally'],
  rarity: 'Common',
  abilities: [
    {
      kind: 'triggered',
      name: 'Wonder Boy',
      trigger: { on: 'played' },
      effect: [
        { do: 'modify', target: chosen(character), stat: 'strength', amount: 2, duration: 'thisTurn' },
      ],
    },
  ],
};
