import type { LorcanaCard } from '../card.js';
import { opposingCharacter } from '../phrases.js';

/** Beast – Relentless — Rise of the Floodborn #70. */
export const beastRelentless: LorcanaCard = {
  id: '2-070',
  set: '2',
  number: 70,
  name: 'Beast',
  version: 'Relentless',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Emerald'],
  strength: 4,
  willpower: 5,
  lore: 2,
  classifications: ['Storyborn', 'Hero', 'Prince'],
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'triggered',
      name: 'Second Wind',
      // “is damaged” means “takes damage” (CR 1.9.2).
      trigger: { on: 'damaged', subject: opposingCharacter },
      effect: [{ do: 'ready', target: 'self', may: true }],
    },
  ],
};
