import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Microbots — Azurite Sea #167. */
export const microbots: LorcanaCard = {
  id: '6-167',
  set: '6',
  number: 167,
  name: 'Microbots',
  type: 'item',
  cost: 2,
  inkwell: true,
  inks: ['Sapphire'],
  classifications: [],
  rarity: 'Uncommon',
  abilities: [
    { kind: 'static', name: 'Limitless Applications', effect: { anyNumberInDeck: true } },
    {
      kind: 'triggered',
      name: 'Inspired Tech',
      trigger: { on: 'played' },
      effect: [
        {
          do: 'modify',
          target: chosen(character),
          stat: 'strength',
          amount: { count: { type: 'item', owner: 'you', name: 'Microbots' }, times: -1 },
          duration: 'thisTurn',
        },
      ],
    },
  ],
};
