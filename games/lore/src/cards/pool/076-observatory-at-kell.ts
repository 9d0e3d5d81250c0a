import { location } from '../card.js';

/** Observatory at Kell — Evoke to Peek. */
export const observatoryAtKell = location({
  id: 'lr1-076',
  name: 'Observatory at Kell',
  cost: { astral: 2 },
  hp: 6,
  abilities: [{ kind: 'activated', cost: { evoke: true }, effect: [{ do: 'peek' }] }],
});
