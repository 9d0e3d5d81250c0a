import type { LorcanaCard } from '../card.js';
import { yourOtherCharacter } from '../phrases.js';

/** Aurora – Dreaming Guardian — The First Chapter #139. */
export const auroraDreamingGuardian: LorcanaCard = {
  id: '1-139',
  set: '1',
  number: 139,
  name: 'Aurora',
  version: 'Dreaming Guardian',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 3,
  willpower: 5,
  lore: 2,
  classifications: ['Floodborn', 'Hero', 'Princess'],
  rarity: 'Super rare',
  keywords: [{ keyword: 'shift', cost: { ink: 3 } }],
  abilities: [
    {
      kind: 'static',
      name: 'Protective Embrace',
      effect: { grant: [{ keyword: 'ward' }], to: yourOtherCharacter },
    },
  ],
};
