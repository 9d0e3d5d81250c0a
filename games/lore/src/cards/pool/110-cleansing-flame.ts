import { spell } from '../card.js';

/** Cleansing Flame — Destroys a relic or location. */
export const cleansingFlame = spell({
  id: 'lr1-110',
  name: 'Cleansing Flame',
  cost: { primal: 1, formless: 1 },
  effect: [{ do: 'kill', target: { choose: { types: ['relic', 'location'] } } }],
});
