import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/**
 * Weight Set — Rise of the Floodborn #204.
 *
 * Training: one sentence, “pay [A] to [B]” (CR 6.1.5.1): declining the may skips both.
 */
export const weightSet: LorcanaCard = {
  id: '2-204',
  set: '2',
  number: 204,
  name: 'Weight Set',
  type: 'item',
  cost: 3,
  inkwell: true,
  inks: ['Steel'],
  classifications: [],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Training',
      trigger: { on: 'played', subject: { ...yourCharacter, strength: { atLeast: 4 } } },
      effect: [
        { do: 'payInk', amount: 1, may: true },
        { do: 'draw', amount: 1, if: 'youDid' },
      ],
    },
  ],
};
