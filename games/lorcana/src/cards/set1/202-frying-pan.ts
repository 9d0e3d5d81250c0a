import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Frying Pan — The First Chapter #202. */
export const fryingPan: LorcanaCard = {
  id: '1-202',
  set: '1',
  number: 202,
  name: 'Frying Pan',
  type: 'item',
  cost: 2,
  inkwell: true,
  inks: ['Steel'],
  classifications: [],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'activated',
      name: 'Clang!',
      cost: { banishSelf: true },
      effect: [
        { do: 'restrict', target: chosen(character), what: 'challenge', duration: 'duringTheirNextTurn' },
      ],
    },
  ],
};
