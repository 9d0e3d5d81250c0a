import { location } from '../../card';
import { chosen } from '../../targets';

/** FC1 055 — Iron location: buys a victory token once per turn. */
export const foundryOfOaths = location({
  id: 'foundry-of-oaths',
  number: '055',
  name: 'Foundry of Oaths',
  faction: 'iron',
  cost: 3,
  itemSlots: 2,
  victoryField: 3,
  abilities: [
    {
      kind: 'activated',
      name: 'Seal the Oath',
      cost: { resources: 3 },
      timing: 'day',
      oncePerTurn: true,
      effects: [{ do: 'addVictory', target: chosen({ side: 'you', openField: true }), amount: 1 }],
    },
  ],
});
