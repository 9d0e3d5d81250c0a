import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Shield of Virtue — The First Chapter #135. */
export const shieldOfVirtue: LorcanaCard = {
  id: '1-135',
  set: '1',
  number: 135,
  name: 'Shield of Virtue',
  type: 'item',
  cost: 1,
  inkwell: true,
  inks: ['Ruby'],
  classifications: [],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'activated',
      name: 'Fireproof',
      cost: { exert: true, ink: 3 },
      effect: [
        { do: 'ready', target: chosen(character) },
        { do: 'restrict', target: 'it', what: 'quest', duration: 'thisTurn' },
      ],
    },
  ],
};
