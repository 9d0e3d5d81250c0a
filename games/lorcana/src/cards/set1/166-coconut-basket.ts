import type { LorcanaCard } from '../card.js';
import { character, chosen, yourCharacter } from '../phrases.js';

/** Coconut Basket — The First Chapter #166. */
export const coconutBasket: LorcanaCard = {
  id: '1-166',
  set: '1',
  number: 166,
  name: 'Coconut Basket',
  type: 'item',
  cost: 2,
  inkwell: true,
  inks: ['Sapphire'],
  classifications: [],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Consider the Coconut',
      trigger: { on: 'played', subject: yourCharacter },
      effect: [{ do: 'removeDamage', target: chosen(character), amount: 2, may: true }],
    },
  ],
};
