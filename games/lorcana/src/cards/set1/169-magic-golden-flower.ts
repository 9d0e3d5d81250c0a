import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Magic Golden Flower — The First Chapter #169. */
export const magicGoldenFlower: LorcanaCard = {
  id: '1-169',
  set: '1',
  number: 169,
  name: 'Magic Golden Flower',
  type: 'item',
  cost: 1,
  inkwell: true,
  inks: ['Sapphire'],
  classifications: [],
  rarity: 'Common',
  abilities: [
    {
      kind: 'activated',
      name: 'Healing Pollen',
      cost: { banishSelf: true },
      effect: [{ do: 'removeDamage', target: chosen(character), amount: 3 }],
    },
  ],
};
