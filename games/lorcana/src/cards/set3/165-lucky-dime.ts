import type { LorcanaCard } from '../card.js';
import { chosen, yourCharacter } from '../phrases.js';

/** Lucky Dime — Into the Inklands #165. */
export const luckyDime: LorcanaCard = {
  id: '3-165',
  set: '3',
  number: 165,
  name: 'Lucky Dime',
  type: 'item',
  cost: 7,
  inkwell: false,
  inks: ['Sapphire'],
  classifications: [],
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'activated',
      name: 'Number One',
      cost: { exert: true, ink: 2 },
      effect: [
        { do: 'choose', target: chosen(yourCharacter) },
        { do: 'gainLore', amount: { statOf: 'it', stat: 'lore' } },
      ],
    },
  ],
};
