import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/** Flotsam – Ursula's Spy — The First Chapter #43. */
export const flotsamUrsulasSpy: LorcanaCard = {
  id: '1-043',
  set: '1',
  number: 43,
  name: 'Flotsam',
  version: "Ursula's Spy",
  type: 'character',
  cost: 5,
  inkwell: false,
  inks: ['Amethyst'],
  strength: 3,
  willpower: 4,
  lore: 2,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Rare',
  keywords: [{ keyword: 'rush' }],
  abilities: [
    {
      kind: 'static',
      name: 'Dexterous Lunge',
      effect: { grant: [{ keyword: 'rush' }], to: { ...yourCharacter, name: 'Jetsam' } },
    },
  ],
};
