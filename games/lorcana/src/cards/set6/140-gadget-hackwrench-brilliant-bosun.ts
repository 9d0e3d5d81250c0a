import type { LorcanaCard } from '../card.js';
import { item } from '../phrases.js';

/** Gadget Hackwrench – Brilliant Bosun — Azurite Sea #140. */
export const gadgetHackwrenchBrilliantBosun: LorcanaCard = {
  id: '6-140',
  set: '6',
  number: 140,
  name: 'Gadget Hackwrench',
  version: 'Brilliant Bosun',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 3,
  willpower: 6,
  lore: 3,
  classifications: ['Floodborn', 'Ally', 'Inventor'],
  rarity: 'Super rare',
  keywords: [{ keyword: 'shift', cost: { ink: 4 } }],
  abilities: [
    {
      kind: 'static',
      name: 'Mechanically Savvy',
      condition: { test: 'youHave', youHave: item, atLeast: 3 },
      effect: { costReduction: 1, for: { type: 'character', classification: 'Inventor' } },
    },
  ],
};
