import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Thebes – The Big Olive — Ursula's Return #204. */
export const thebesTheBigOlive: LorcanaCard = {
  id: '4-204',
  set: '4',
  number: 204,
  name: 'Thebes',
  version: 'The Big Olive',
  type: 'location',
  cost: 2,
  inkwell: true,
  inks: ['Steel'],
  willpower: 7,
  moveCost: 1,
  classifications: [],
  rarity: 'Common',
  abilities: [
    {
      kind: 'triggered',
      name: 'If You Can Make It Here...',
      trigger: { on: 'banishesInChallenge', subject: character, here: true },
      activeWhen: { test: 'yourTurn', yourTurn: true },
      effect: [{ do: 'gainLore', amount: 2 }],
    },
  ],
};
