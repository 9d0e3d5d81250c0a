import type { LorcanaCard } from '../card.js';

/**
 * Ursula – Deceiver of All — Into the Inklands #91.
 *
 * What a Deal: putting the song on the bottom of the deck refers to the song played by the may
 * (CR 6.1.11 Example; “if you do”, CR 6.1.5.1), so declining skips it too (CR 6.1.4).
 */
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
  rarity: 'Legendary',
  abilities: [
    {
      kind: 'triggered',
      name: 'What a Deal',
      trigger: { on: 'sings' },
      effect: [
        {
          do: 'playCard',
          card: 'eventOther',
          from: 'discard',
          free: true,
          afterResolving: 'deckBottom',
          may: true,
        },
      ],
    },
  ],
};
