import type { LorcanaCard } from '../card.js';

/** Lilo – Escape Artist — Azurite Sea #2. */
export const liloEscapeArtist: LorcanaCard = {
  id: '6-002',
  set: '6',
  number: 2,
  name: 'Lilo',
  version: 'Escape Artist',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amber'],
  strength: 1,
  willpower: 2,
  lore: 2,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Super rare',
  abilities: [
    {
      kind: 'triggered',
      name: "No Place I'd Rather Be",
      trigger: { on: 'startOfTurn' },
      from: 'discard',
      if: { test: 'selfInZone', selfInZone: 'discard' },
      effect: [{ do: 'playCard', card: 'self', from: 'discard', entersExerted: true, may: true }],
    },
  ],
};
