import { location } from '../card.js';

/** The Weeping Chapel — Adds mythos whenever a creature its controller controls dies. */
export const theWeepingChapel = location({
  id: 'lr1-077',
  name: 'The Weeping Chapel',
  cost: { sanguine: 2 },
  hp: 7,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'creatureDies', filter: { types: ['creature'], controller: 'you' } },
      effect: [{ do: 'mythos', amount: 1 }],
    },
  ],
});
