import { item } from '../../card';
import { HOST } from '../../targets';

/** FC1 044 — attached bark: +2 defense. */
export const livingBark = item({
  id: 'living-bark',
  number: '044',
  name: 'Living Bark',
  faction: 'verdant',
  cost: 2,
  attachTo: 'character',
  abilities: [{ kind: 'static', name: 'Barkskin', modifier: { mod: 'stats', scope: HOST, defense: 2 } }],
});
