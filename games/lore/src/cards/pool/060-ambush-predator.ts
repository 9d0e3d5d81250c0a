import { creature } from '../card.js';

/** Ambush Predator — A creature with Subterfuge: played in a combat window, it hits an attacker on entry (Lore keyword Subterfuge). */
export const ambushPredator = creature({
  id: 'lr1-060',
  name: 'Ambush Predator',
  subtypes: ['Beast'],
  cost: { primal: 2, formless: 1 },
  str: 3,
  hp: 3,
  keywords: ['subterfuge'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'entersPlay' },
      effect: [
        {
          do: 'damage',
          amount: 2,
          target: { choose: { types: ['creature'], combat: 'attacking' }, upTo: true },
        },
      ],
    },
  ],
});
