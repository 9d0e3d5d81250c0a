import type { LorcanaCard } from '../card.js';
import { yourCharacter } from '../phrases.js';

/** Elisa Maza – Transformed Gargoyle — Winterspell #112. */
export const elisaMazaTransformedGargoyle: LorcanaCard = {
  id: '11-112',
  set: '11',
  number: 112,
  name: 'Elisa Maza',
  version: 'Transformed Gargoyle',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Ruby'],
  strength: 4,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Hero', 'Gargoyle', 'Detective'],
  rarity: 'Rare',
  abilities: [
    { kind: 'static', name: 'Forever Strong', effect: { statFloor: 'strength', to: yourCharacter } },
    {
      kind: 'static',
      name: 'Stone by Day',
      condition: { test: 'handSize', handSize: 'you', range: { atLeast: 3 } },
      effect: { restrict: 'ready', to: 'self' },
    },
  ],
};
