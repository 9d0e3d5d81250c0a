import { character } from '../../card';

/** FC1 025 — brings a Tide Spirit token. */
export const keeperOfShoals = character({
  id: 'keeper-of-shoals',
  number: '025',
  name: 'Keeper of Shoals',
  faction: 'tide',
  cost: 3,
  attack: 2,
  defense: 3,
  abilities: [
    {
      kind: 'triggered',
      name: 'Call the Shoal',
      trigger: { on: 'played' },
      effects: [{ do: 'createToken', token: 'tide-spirit', count: 1 }],
    },
  ],
});
