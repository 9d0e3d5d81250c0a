import type { LorcanaCard } from '../card.js';

/**
 * Scar – Vicious Cheater — Rise of the Floodborn #125.
 *
 * Daddy Isn't Here to Save You: only the ready is optional; he can't quest this turn either way,
 * so the restriction is a separate step outside the may (CR 6.1.4).
 */
export const scarViciousCheater: LorcanaCard = {
  id: '2-125',
  set: '2',
  number: 125,
  name: 'Scar',
  version: 'Vicious Cheater',
  type: 'character',
  cost: 7,
  inkwell: false,
  inks: ['Ruby'],
  strength: 6,
  willpower: 5,
  lore: 2,
  classifications: ['Storyborn', 'Villain'],
  rarity: 'Legendary',
  keywords: [{ keyword: 'rush' }],
  abilities: [
    {
      kind: 'triggered',
      name: "Daddy Isn't Here to Save You",
      trigger: { on: 'banishesInChallenge' },
      activeWhen: { test: 'yourTurn', yourTurn: true },
      effect: [
        { do: 'ready', target: 'self', may: true },
        { do: 'restrict', target: 'self', what: 'quest', duration: 'thisTurn' },
      ],
    },
  ],
};
