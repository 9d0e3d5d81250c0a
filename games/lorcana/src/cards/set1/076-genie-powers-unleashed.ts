import type { LorcanaCard } from '../card.js';

/** Genie – Powers Unleashed — The First Chapter #76. */
export const geniePowersUnleashed: LorcanaCard = {
  id: '1-076',
  set: '1',
  number: 76,
  name: 'Genie',
  version: 'Powers Unleashed',
  type: 'character',
  cost: 8,
  inkwell: false,
  inks: ['Emerald'],
  strength: 3,
  willpower: 5,
  lore: 3,
  classifications: ['Floodborn', 'Hero'],
  rarity: 'Rare',
  keywords: [{ keyword: 'shift', cost: { ink: 6 } }, { keyword: 'evasive' }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Phenomenal Cosmic Power!',
      trigger: { on: 'quests' },
      effect: [
        {
          do: 'playCard',
          card: { choose: { type: 'action', cost: { atMost: 5 } }, zone: 'hand' },
          free: true,
          may: true,
        },
      ],
    },
  ],
};
