import { creature } from '../card.js';

/** Ghoul Pack — Grows a +1 STR counter whenever another creature dies. */
export const ghoulPack = creature({
  id: 'lr1-052',
  name: 'Ghoul Pack',
  subtypes: ['Ghoul'],
  cost: { sanguine: 2 },
  str: 2,
  hp: 2,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'creatureDies', filter: { types: ['creature'], other: true } },
      effect: [{ do: 'counters', target: 'self', counter: 'strPlus', count: 1 }],
    },
  ],
});
