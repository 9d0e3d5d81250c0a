import type { LorcanaCard } from '../card.js';
import { chosen, item } from '../phrases.js';

/** Beast – Hardheaded — The First Chapter #172. */
export const beastHardheaded: LorcanaCard = {
  id: '1-172',
  set: '1',
  number: 172,
  name: 'Beast',
  version: 'Hardheaded',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Steel'],
  strength: 4,
  willpower: 4,
  lore: 2,
  classifications: ['Storyborn', 'Hero', 'Prince'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Break',
      trigger: { on: 'played' },
      effect: [{ do: 'banish', target: chosen(item), may: true }],
    },
  ],
};
