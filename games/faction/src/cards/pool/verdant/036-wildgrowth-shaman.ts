import { character } from '../../card';

/** FC1 036 — creates a Verdant resource token: permanent ramp. */
export const wildgrowthShaman = character({
  id: 'wildgrowth-shaman',
  number: '036',
  name: 'Wildgrowth Shaman',
  faction: 'verdant',
  cost: 2,
  attack: 1,
  defense: 3,
  abilities: [
    {
      kind: 'triggered',
      name: 'Deep Roots',
      trigger: { on: 'played' },
      effects: [{ do: 'createResourceToken', faction: 'verdant' }],
    },
  ],
});
