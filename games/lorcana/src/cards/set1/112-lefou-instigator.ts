import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** LeFou – Instigator — The First Chapter #112. */
export const lefouInstigator: LorcanaCard = {
  id: '1-112',
  set: '1',
  number: 112,
  name: 'LeFou',
  version: 'Instigator',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Ruby'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Dreamborn', 'Ally'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Fan the Flames',
      trigger: { on: 'played' },
      effect: [
        { do: 'ready', target: chosen(character) },
        { do: 'restrict', target: 'it', what: 'quest', duration: 'thisTurn' },
      ],
    },
  ],
};
