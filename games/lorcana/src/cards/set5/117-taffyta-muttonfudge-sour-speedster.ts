import type { LorcanaCard } from '../card.js';

/** Taffyta Muttonfudge – Sour Speedster — Shimmering Skies #117. */
export const taffytaMuttonfudgeSourSpeedster: LorcanaCard = {
  id: '5-117',
  set: '5',
  number: 117,
  name: 'Taffyta Muttonfudge',
  version: 'Sour Speedster',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Ruby'],
  strength: 3,
  willpower: 3,
  lore: 1,
  classifications: ['Floodborn', 'Ally', 'Racer'],
  rarity: 'Uncommon',
  keywords: [{ keyword: 'shift', cost: { ink: 2 } }],
  abilities: [
    {
      kind: 'triggered',
      name: 'New Roster',
      trigger: { on: 'movesToLocation' },
      oncePerTurn: true,
      effect: [{ do: 'gainLore', amount: 2 }],
    },
  ],
};
