import { phenomenon } from '../card.js';

/** Endless Fog — Attacking creatures are weaker. */
export const endlessFog = phenomenon({
  id: 'lr1-083',
  name: 'Endless Fog',
  cost: { deep: 1, formless: 1 },
  abilities: [
    {
      kind: 'static',
      modifier: { kind: 'stats', affects: { types: ['creature'], combat: 'attacking' }, str: -1 },
    },
  ],
});
