import type { LorcanaCard } from '../card.js';

/** Prince John – Greediest of All — Rise of the Floodborn #89. */
export const princeJohnGreediestOfAll: LorcanaCard = {
  id: '2-089',
  set: '2',
  number: 89,
  name: 'Prince John',
  version: 'Greediest of All',
  type: 'character',
  cost: 3,
  inkwell: false,
  inks: ['Emerald'],
  strength: 1,
  willpower: 2,
  lore: 2,
  classifications: ['Dreamborn', 'Villain', 'Prince'],
  rarity: 'Rare',
  keywords: [{ keyword: 'ward' }],
  abilities: [
    {
      kind: 'triggered',
      name: 'I Sentence You',
      trigger: { on: 'discards', player: 'opponent' },
      effect: [{ do: 'draw', amount: { eventCount: true }, may: true }],
    },
  ],
};
