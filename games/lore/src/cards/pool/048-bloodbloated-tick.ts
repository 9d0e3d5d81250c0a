import { creature } from '../card.js';

/** Bloodbloated Tick — Bloat (can't attack) but drains the opponent each turn. */
export const bloodbloatedTick = creature({
  id: 'lr1-048',
  name: 'Bloodbloated Tick',
  subtypes: ['Horror'],
  cost: { sanguine: 1, formless: 1 },
  str: 2,
  hp: 6,
  keywords: ['bloat'],
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'turnStart', whose: 'your' },
      effect: [{ do: 'loseSanity', amount: 1, player: 'opponent' }],
    },
  ],
});
