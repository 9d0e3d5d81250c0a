import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Aurora – Briar Rose — The First Chapter #138. */
export const auroraBriarRose: LorcanaCard = {
  id: '1-138',
  set: '1',
  number: 138,
  name: 'Aurora',
  version: 'Briar Rose',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 2,
  willpower: 5,
  lore: 1,
  classifications: ['Storyborn', 'Hero', 'Princess'],
  rarity: 'Common',
  abilities: [
    {
      kind: 'triggered',
      name: 'Disarming Beauty',
      trigger: { on: 'played' },
      effect: [
        { do: 'modify', target: chosen(character), stat: 'strength', amount: -2, duration: 'thisTurn' },
      ],
    },
  ],
};
