import type { LorcanaCard } from '../card.js';

/** Jafar – Striking Illusionist — Into the Inklands #42. */
export const jafarStrikingIllusionist: LorcanaCard = {
  id: '3-042',
  set: '3',
  number: 42,
  name: 'Jafar',
  version: 'Striking Illusionist',
  type: 'character',
  cost: 7,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 4,
  willpower: 5,
  lore: 1,
  classifications: ['Floodborn', 'Villain', 'Sorcerer'],
  rarity: 'Legendary',
  keywords: [{ keyword: 'shift', cost: { ink: 5 } }, { keyword: 'evasive' }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Power Beyond Measure',
      trigger: { on: 'draws', player: 'you' },
      activeWhen: {
        all: [
          { test: 'yourTurn', yourTurn: true },
          { test: 'selfIs', selfIs: { exerted: true } },
        ],
      },
      effect: [{ do: 'gainLore', amount: 1 }],
    },
  ],
};
