import { character } from '../../card';

/** FC1 034 — exhausts to plant a Sapling token. */
export const grovekeeperDruid = character({
  id: 'grovekeeper-druid',
  number: '034',
  name: 'Grovekeeper Druid',
  faction: 'verdant',
  cost: 3,
  attack: 2,
  defense: 4,
  abilities: [
    {
      kind: 'activated',
      name: 'Plant Sapling',
      cost: { exhaust: true },
      timing: 'day',
      effects: [{ do: 'createToken', token: 'sapling', count: 1 }],
    },
  ],
});
