import type { LorcanaCard } from '../card.js';

/** Triton – Young Prince — Ursula's Return #160. */
export const tritonYoungPrince: LorcanaCard = {
  id: '4-160',
  set: '4',
  number: 160,
  name: 'Triton',
  version: 'Young Prince',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 3,
  willpower: 4,
  lore: 1,
  classifications: ['Dreamborn', 'Prince'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'static',
      name: 'Superior Swimmer',
      condition: { test: 'yourTurn', yourTurn: true },
      effect: { grant: [{ keyword: 'evasive' }], to: 'self' },
    },
    {
      kind: 'triggered',
      name: 'Keeper of Atlantica',
      trigger: { on: 'banished', subject: { type: 'location', owner: 'you' } },
      effect: [{ do: 'putIntoInkwell', target: 'eventCard', exerted: true, may: true }],
    },
  ],
};
