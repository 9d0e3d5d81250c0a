import type { LorcanaCard } from '../card.js';

/** Aladdin – Heroic Outlaw — The First Chapter #104. */
export const aladdinHeroicOutlaw: LorcanaCard = {
  id: '1-104',
  set: '1',
  number: 104,
  name: 'Aladdin',
  version: 'Heroic Outlaw',
  type: 'character',
  cost: 7,
  inkwell: true,
  inks: ['Ruby'],
  strength: 5,
  willpower: 5,
  lore: 2,
  classifications: ['Floodborn', 'Hero'],
  rarity: 'Super rare',
  keywords: [{ keyword: 'shift', cost: { ink: 5 } }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Daring Exploit',
      trigger: { on: 'banishesInChallenge' },
      activeWhen: { test: 'yourTurn', yourTurn: true },
      effect: [
        { do: 'gainLore', amount: 2 },
        { do: 'loseLore', player: 'opponents', amount: 2 },
      ],
    },
  ],
};
