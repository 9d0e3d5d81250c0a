import { creature } from '../card.js';

/** Hunter of the Wilds — A Human that pings a creature on entry. */
export const hunterOfTheWilds = creature({
  id: 'lr1-059',
  name: 'Hunter of the Wilds',
  subtypes: ['Human'],
  cost: { primal: 1, formless: 1 },
  str: 2,
  hp: 2,
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'entersPlay' },
      effect: [{ do: 'damage', amount: 1, target: { choose: { types: ['creature'] } } }],
    },
  ],
});
