import { item } from '../../card';
import { HOST } from '../../targets';

/** FC1 013 — attached weapon: +2 attack. */
export const searingBrand = item({
  id: 'searing-brand',
  number: '013',
  name: 'Searing Brand',
  faction: 'ember',
  cost: 1,
  attachTo: 'character',
  abilities: [{ kind: 'static', name: 'Burning Edge', modifier: { mod: 'stats', scope: HOST, attack: 2 } }],
});
