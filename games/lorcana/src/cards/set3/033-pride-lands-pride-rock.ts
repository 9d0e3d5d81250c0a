import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Pride Lands – Pride Rock — Into the Inklands #33. */
export const prideLandsPrideRock: LorcanaCard = {
  id: '3-033',
  set: '3',
  number: 33,
  name: 'Pride Lands',
  version: 'Pride Rock',
  type: 'location',
  cost: 2,
  inkwell: false,
  inks: ['Amber'],
  willpower: 7,
  lore: 1,
  moveCost: 2,
  classifications: [],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'static',
      name: 'We Are All Connected',
      effect: { modify: 'willpower', amount: 2, to: { type: 'character', at: 'here' } },
    },
    {
      kind: 'static',
      name: 'Lion Home',
      condition: {
        test: 'youHave',
        youHave: { type: 'character', at: 'here', classification: ['Prince', 'King'] },
      },
      effect: { costReduction: 1, for: character },
    },
  ],
};
