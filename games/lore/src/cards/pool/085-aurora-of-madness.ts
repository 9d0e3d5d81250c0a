import { phenomenon } from '../card.js';

/** Aurora of Madness — Every creature has Madness. */
export const auroraOfMadness = phenomenon({
  id: 'lr1-085',
  name: 'Aurora of Madness',
  cost: { astral: 1, sanguine: 1 },
  abilities: [
    { kind: 'static', modifier: { kind: 'keyword', affects: { types: ['creature'] }, keyword: 'madness' } },
  ],
});
