import type { LorcanaCard } from '../card.js';
import { chosen } from '../phrases.js';

/** Cinderella – Gentle and Kind — The First Chapter #3. */
export const cinderellaGentleAndKind: LorcanaCard = {
  id: '1-003',
  set: '1',
  number: 3,
  name: 'Cinderella',
  version: 'Gentle and Kind',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Amber'],
  strength: 2,
  willpower: 5,
  lore: 2,
  classifications: ['Storyborn', 'Hero', 'Princess'],
  rarity: 'Uncommon',
  keywords: [{ keyword: 'singer', value: 5 }],
  abilities: [
    {
      kind: 'activated',
      name: 'A Wonderful Dream',
      cost: { exert: true },
      effect: [
        { do: 'removeDamage', target: chosen({ type: 'character', classification: 'Princess' }), amount: 3 },
      ],
    },
  ],
};
