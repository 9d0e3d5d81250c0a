import type { LorcanaCard } from '../card.js';

/** Pascal – Rapunzel's Companion — The First Chapter #53. */
export const pascalRapunzelsCompanion: LorcanaCard = {
  id: '1-053',
  set: '1',
  number: 53,
  name: 'Pascal',
  version: "Rapunzel's Companion",
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 1,
  willpower: 1,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'static',
      name: 'Camouflage',
      condition: { test: 'youHave', youHave: { type: 'character', other: true } },
      effect: { grant: [{ keyword: 'evasive' }], to: 'self' },
    },
  ],
};
