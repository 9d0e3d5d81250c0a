import type { LorcanaCard } from '../card.js';

/** Tinker Bell – Very Clever Fairy — Into the Inklands #157. */
export const tinkerBellVeryCleverFairy: LorcanaCard = {
  id: '3-157',
  set: '3',
  number: 157,
  name: 'Tinker Bell',
  version: 'Very Clever Fairy',
  type: 'character',
  cost: 5,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 3,
  willpower: 4,
  lore: 2,
  classifications: ['Dreamborn', 'Ally', 'Fairy'],
  rarity: 'Super rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'I Can Use That',
      trigger: { on: 'banished', subject: { type: 'item', owner: 'you' } },
      effect: [{ do: 'putIntoInkwell', target: 'eventCard', exerted: true, may: true }],
    },
  ],
};
