import { location } from '../../card';
import { SELF } from '../../targets';

/** FC1 041 — Verdant location: a victory token each Morning you hold three or more characters. */
export const sunwellGrove = location({
  id: 'sunwell-grove',
  number: '041',
  name: 'Sunwell Grove',
  faction: 'verdant',
  cost: 3,
  victoryField: 3,
  abilities: [
    {
      kind: 'triggered',
      name: 'Gathering of the Grove',
      trigger: { on: 'morning' },
      condition: { test: 'controls', filter: { side: 'you', type: 'character' }, atLeast: 3 },
      effects: [{ do: 'addVictory', target: SELF, amount: 1 }],
    },
  ],
});
