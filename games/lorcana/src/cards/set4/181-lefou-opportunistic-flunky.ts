import type { LorcanaCard } from '../card.js';

/** LeFou – Opportunistic Flunky — Ursula's Return #181. */
export const lefouOpportunisticFlunky: LorcanaCard = {
  id: '4-181',
  set: '4',
  number: 181,
  name: 'LeFou',
  version: 'Opportunistic Flunky',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Steel'],
  strength: 2,
  willpower: 3,
  lore: 1,
  classifications: ['Dreamborn', 'Ally'],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'static',
      name: 'I Learned from the Best',
      condition: {
        all: [
          { test: 'yourTurn', yourTurn: true },
          { test: 'happenedThisTurn', happenedThisTurn: 'opposingCharacterBanishedInChallenge' },
        ],
      },
      effect: { playForFree: 'self' },
    },
  ],
};
