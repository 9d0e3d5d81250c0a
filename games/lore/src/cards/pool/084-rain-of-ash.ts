import { phenomenon } from '../card.js';

/** Rain of Ash — Damages every creature at each end of turn, before damage is removed (Lore 5.1, 5.2). */
export const rainOfAsh = phenomenon({
  id: 'lr1-084',
  name: 'Rain of Ash',
  cost: { primal: 2 },
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'turnEnd', whose: 'each' },
      effect: [{ do: 'damage', amount: 1, target: { each: { types: ['creature'] } } }],
    },
  ],
});
