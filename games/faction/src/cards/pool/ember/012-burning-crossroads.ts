import { location } from '../../card';
import { chosen, OPPOSING_CHARACTER } from '../../targets';

/** FC1 012 — Ember location: a point of damage every Morning. */
export const burningCrossroads = location({
  id: 'burning-crossroads',
  number: '012',
  name: 'Burning Crossroads',
  faction: 'ember',
  cost: 3,
  victoryField: 2,
  abilities: [
    {
      kind: 'triggered',
      name: 'Smoke on the Road',
      trigger: { on: 'morning' },
      effects: [{ do: 'damage', target: chosen(OPPOSING_CHARACTER), amount: 1 }],
    },
  ],
});
