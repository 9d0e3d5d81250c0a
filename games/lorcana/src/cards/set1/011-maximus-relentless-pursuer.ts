import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Maximus – Relentless Pursuer — The First Chapter #11. */
export const maximusRelentlessPursuer: LorcanaCard = {
  id: '1-011',
  set: '1',
  number: 11,
  name: 'Maximus',
  version: 'Relentless Pursuer',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Amber'],
  strength: 3,
  willpower: 3,
  lore: 1,
  classifications: ['Dreamborn', 'Ally'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Horse Kick',
      trigger: { on: 'played' },
      effect: [
        { do: 'modify', target: chosen(character), stat: 'strength', amount: -2, duration: 'thisTurn' },
      ],
    },
  ],
};
