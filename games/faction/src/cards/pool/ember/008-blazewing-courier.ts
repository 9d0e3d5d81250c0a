import { character } from '../../card';

/** FC1 008 — cannot be blocked. */
export const blazewingCourier = character({
  id: 'blazewing-courier',
  number: '008',
  name: 'Blazewing Courier',
  faction: 'ember',
  cost: 2,
  attack: 2,
  defense: 1,
  keywords: ['evasive'],
});
