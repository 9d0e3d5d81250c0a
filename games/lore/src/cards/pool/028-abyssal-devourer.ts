import { creature } from '../card.js';

/** Abyssal Devourer — Consumes a small creature when it comes into play; if the Devourer leaves, the consumed card follows to its owner's matching zone (Lore keyword Consume). */
export const abyssalDevourer = creature({
  id: 'lr1-028',
  name: 'Abyssal Devourer',
  subtypes: ['Abyssal'],
  cost: { deep: 2, formless: 2 },
  str: 4,
  hp: 4,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'entersPlay' },
      effect: [
        {
          do: 'consume',
          target: { choose: { types: ['creature'], controller: 'opponent', maxStr: 2 }, upTo: true },
        },
      ],
    },
  ],
});
