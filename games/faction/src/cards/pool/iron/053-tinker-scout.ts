import { character } from '../../card';

/** FC1 053 — draws a card if you control an item. */
export const tinkerScout = character({
  id: 'tinker-scout',
  number: '053',
  name: 'Tinker Scout',
  faction: 'iron',
  cost: 2,
  attack: 2,
  defense: 2,
  itemSlots: 1,
  abilities: [
    {
      kind: 'triggered',
      name: 'Field Notes',
      trigger: { on: 'played' },
      condition: { test: 'controls', filter: { side: 'you', type: 'item' }, atLeast: 1 },
      effects: [{ do: 'draw', who: 'you', count: 1 }],
    },
  ],
});
