import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Fang Crossbow — Rise of the Floodborn #166. */
export const fangCrossbow: LorcanaCard = {
  id: '2-166',
  set: '2',
  number: 166,
  name: 'Fang Crossbow',
  type: 'item',
  cost: 3,
  inkwell: true,
  inks: ['Sapphire'],
  classifications: [],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'activated',
      name: 'Careful Aim',
      cost: { exert: true, ink: 2 },
      effect: [
        { do: 'modify', target: chosen(character), stat: 'strength', amount: -2, duration: 'thisTurn' },
      ],
    },
    {
      kind: 'activated',
      name: 'Stay Back!',
      cost: { exert: true, banishSelf: true },
      effect: [{ do: 'banish', target: chosen({ type: 'character', classification: 'Dragon' }) }],
    },
  ],
};
