import { character } from '../../card';
import { chosen } from '../../targets';

/** FC1 007 — turns hits on main characters into victory tokens on any open field you control. */
export const heraldOfCinders = character({
  id: 'herald-of-cinders',
  number: '007',
  name: 'Herald of Cinders',
  faction: 'ember',
  cost: 3,
  attack: 3,
  defense: 2,
  victoryField: 1,
  abilities: [
    {
      kind: 'triggered',
      name: 'Proclaim Triumph',
      trigger: { on: 'damagesMain' },
      effects: [{ do: 'addVictory', target: chosen({ side: 'you', openField: true }), amount: 1 }],
    },
  ],
});
