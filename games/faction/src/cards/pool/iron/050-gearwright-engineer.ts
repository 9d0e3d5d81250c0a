import { character } from '../../card';

/** FC1 050 — takes the top card of your deck if it is an item. */
export const gearwrightEngineer = character({
  id: 'gearwright-engineer',
  number: '050',
  name: 'Gearwright Engineer',
  faction: 'iron',
  cost: 3,
  attack: 2,
  defense: 3,
  itemSlots: 2,
  abilities: [
    {
      kind: 'triggered',
      name: 'Scavenge Parts',
      trigger: { on: 'played' },
      effects: [{ do: 'takeTopIf', type: 'item' }],
    },
  ],
});
