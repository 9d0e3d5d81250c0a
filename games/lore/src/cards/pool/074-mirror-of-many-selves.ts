import { relic } from '../card.js';

/** Mirror of Many Selves — Unique relic that turns sacrifices into mythos. */
export const mirrorOfManySelves = relic({
  id: 'lr1-074',
  name: 'Mirror of Many Selves',
  supertypes: ['unique'],
  cost: { cosmic: 2 },
  hp: 4,
  abilities: [
    {
      kind: 'activated',
      cost: { evoke: true, sacrifice: { types: ['creature'] } },
      effect: [{ do: 'mythos', amount: 2 }],
    },
  ],
});
