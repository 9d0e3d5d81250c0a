import { item } from '../../card';

/** FC1 045 — attached anywhere; exhausts to add a Verdant resource. */
export const harvestTotem = item({
  id: 'harvest-totem',
  number: '045',
  name: 'Harvest Totem',
  faction: 'verdant',
  cost: 2,
  attachTo: 'any',
  abilities: [
    {
      kind: 'activated',
      name: 'Harvest',
      cost: { exhaust: true },
      timing: 'day',
      effects: [{ do: 'addResource', faction: 'verdant', amount: 1 }],
    },
  ],
});
