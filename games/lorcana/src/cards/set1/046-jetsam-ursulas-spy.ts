import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/** Jetsam – Ursula's Spy — The First Chapter #46. */
export const jetsamUrsulasSpy: LorcanaCard = {
  id: '1-046',
  set: '1',
  number: 46,
  name: 'Jetsam',
  version: "Ursula's Spy",
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 3,
  willpower: 3,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Common',
  keywords: [{ keyword: 'evasive' }],
  abilities: [
    {
      kind: 'static',
      name: 'Sinister Slither',
      effect: { grant: [{ keyword: 'evasive' }], to: { ...yourCharacter, name: 'Flotsam' } },
    },
  ],
};
