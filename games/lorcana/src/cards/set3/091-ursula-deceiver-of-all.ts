import type { LorcanaCard } from '../card.js';

/** Ursula – Deceiver of All — Into the Inklands #91. */
export const ursulaDeceiverOfAll: LorcanaCard = {
  id: '3-091',
  set: '3',
  number: 91,
  name: 'Ursula',
  version: 'Deceiver of All',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Emerald'],
  strength: 2,
  willpower: 3,
  lore: 1,
  classifications: ['Dreamborn', 'Villain', 'Sorcerer'],
  abilities: [
    {
      kind: 'triggered',
      name: 'What a Deal',
      trigger: { on: 'sings' },
      effect: [
        {
          do: 'may',
          steps: [
            { do: 'playCard', card: 'eventOther', from: 'discard', free: true, afterResolving: 'deckBottom' },
          ],
        },
      ],
    },
  ],
};
