import { phenomenon } from '../card.js';

/** Blood Moon — Every creature is stronger; every player bleeds sanity at each end of turn (Lore 5.1). */
export const bloodMoon = phenomenon({
  id: 'lr1-081',
  name: 'Blood Moon',
  cost: { sanguine: 2 },
  abilities: [
    { kind: 'static', modifier: { kind: 'stats', affects: { types: ['creature'] }, str: 1 } },
    {
      kind: 'triggered',
      trigger: { on: 'turnEnd', whose: 'each' },
      effect: [{ do: 'loseSanity', amount: 1, player: 'each' }],
    },
  ],
});
