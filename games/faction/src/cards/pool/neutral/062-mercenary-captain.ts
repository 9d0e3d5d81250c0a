import { character } from '../../card';

/** FC1 062 — its support ability returns a command token. */
export const mercenaryCaptain = character({
  id: 'mercenary-captain',
  number: '062',
  name: 'Mercenary Captain',
  faction: null,
  cost: 4,
  attack: 3,
  defense: 4,
  itemSlots: 1,
  support: { name: 'Paid in Advance', fee: 2, effects: [{ do: 'gainCommand', amount: 1 }] },
});
