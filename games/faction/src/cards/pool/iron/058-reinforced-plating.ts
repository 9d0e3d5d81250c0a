import { item } from '../../card';
import { HOST } from '../../targets';

/** FC1 058 — attached plating: +3 defense. */
export const reinforcedPlating = item({
  id: 'reinforced-plating',
  number: '058',
  name: 'Reinforced Plating',
  faction: 'iron',
  cost: 1,
  attachTo: 'character',
  abilities: [
    { kind: 'static', name: 'Riveted Plates', modifier: { mod: 'stats', scope: HOST, defense: 3 } },
  ],
});
