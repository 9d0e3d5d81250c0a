import { creature } from '../card.js';

/** Chronophage — Draws at the beginning of its controller's turn once the mythos pool is deep enough. */
export const chronophage = creature({
  id: 'lr1-042',
  name: 'Chronophage',
  subtypes: ['Horror'],
  cost: { cosmic: 2, formless: 1 },
  str: 3,
  hp: 3,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'turnStart', whose: 'your' },
      condition: { test: 'mythosAtLeast', amount: 10 },
      effect: [{ do: 'draw', amount: 1, player: 'you' }],
    },
  ],
});
