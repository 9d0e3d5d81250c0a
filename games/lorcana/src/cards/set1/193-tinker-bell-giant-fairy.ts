import type { LorcanaCard } from '../card.js';
import { chosen, each, opposingCharacter } from '../phrases.js';

/** Tinker Bell – Giant Fairy — The First Chapter #193. */
export const tinkerBellGiantFairy: LorcanaCard = {
  id: '1-193',
  set: '1',
  number: 193,
  name: 'Tinker Bell',
  version: 'Giant Fairy',
  type: 'character',
  cost: 6,
  inkwell: true,
  inks: ['Steel'],
  strength: 4,
  willpower: 5,
  lore: 2,
  classifications: ['Floodborn', 'Ally', 'Fairy'],
  rarity: 'Super rare',
  keywords: [{ keyword: 'shift', cost: { ink: 4 } }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Rock the Boat',
      trigger: { on: 'played' },
      effect: [{ do: 'dealDamage', target: each(opposingCharacter), amount: 1 }],
    },
    {
      kind: 'triggered',
      name: 'Puny Pirate!',
      trigger: { on: 'banishesInChallenge' },
      activeWhen: { test: 'yourTurn', yourTurn: true },
      effect: [{ do: 'dealDamage', target: chosen(opposingCharacter), amount: 2, may: true }],
    },
  ],
};
