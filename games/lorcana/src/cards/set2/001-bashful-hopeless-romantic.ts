import type { LorcanaCard } from '../card.js';
import { yourOtherCharacter } from '../phrases.js';

/** Bashful – Hopeless Romantic — Rise of the Floodborn #1. */
export const bashfulHopelessRomantic: LorcanaCard = {
  id: '2-001',
  set: '2',
  number: 1,
  name: 'Bashful',
  version: 'Hopeless Romantic',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Amber'],
  strength: 2,
  willpower: 5,
  lore: 3,
  classifications: ['Storyborn', 'Ally', 'Seven Dwarfs'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'static',
      name: 'Oh, Gosh!',
      condition: {
        not: { test: 'youHave', youHave: { ...yourOtherCharacter, classification: 'Seven Dwarfs' } },
      },
      effect: { restrict: 'quest', to: 'self' },
    },
  ],
};
