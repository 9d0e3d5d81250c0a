import { character } from '../../card';

/** FC1 038 — its support ability brings two Sapling tokens. */
export const bloomcaller = character({
  id: 'bloomcaller',
  number: '038',
  name: 'Bloomcaller',
  faction: 'verdant',
  cost: 2,
  attack: 2,
  defense: 2,
  support: { name: 'Sudden Spring', fee: 2, effects: [{ do: 'createToken', token: 'sapling', count: 2 }] },
});
