import { location } from '../../card';

/** FC1 056 — Iron location: exhausts to build a Servo token. */
export const assemblyYard = location({
  id: 'assembly-yard',
  number: '056',
  name: 'Assembly Yard',
  faction: 'iron',
  cost: 2,
  itemSlots: 1,
  victoryField: 1,
  abilities: [
    {
      kind: 'activated',
      name: 'Assemble',
      cost: { exhaust: true },
      timing: 'day',
      effects: [{ do: 'createToken', token: 'servo', count: 1 }],
    },
  ],
});
