import { item } from '../../card';
import { chosen, OPPOSING_CHARACTER } from '../../targets';

/** FC1 014 — thrown directly, even as a response: 3 damage. */
export const cinderFlask = item({
  id: 'cinder-flask',
  number: '014',
  name: 'Cinder Flask',
  faction: 'ember',
  cost: 2,
  reaction: true,
  direct: [{ do: 'damage', target: chosen(OPPOSING_CHARACTER), amount: 3 }],
});
