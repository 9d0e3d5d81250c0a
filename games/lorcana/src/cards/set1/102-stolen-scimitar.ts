import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Stolen Scimitar — The First Chapter #102. */
export const stolenScimitar: LorcanaCard = {
  id: '1-102',
  set: '1',
  number: 102,
  name: 'Stolen Scimitar',
  type: 'item',
  cost: 2,
  inkwell: true,
  inks: ['Emerald'],
  classifications: [],
  rarity: 'Common',
  abilities: [
    {
      kind: 'activated',
      name: 'Slash',
      cost: { exert: true },
      effect: [
        {
          do: 'modify',
          target: chosen(character),
          stat: 'strength',
          amount: 1,
          duration: 'thisTurn',
          instead: { if: { test: 'refIs', refIs: 'it', filter: { name: 'Aladdin' } }, amount: 2 },
        },
      ],
    },
  ],
};
