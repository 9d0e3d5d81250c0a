import { character } from '../../card';
import { chosen, OPPOSING_CHARACTER } from '../../targets';

/** FC1 009 — strikes once more as it leaves play. */
export const kindlingZealot = character({
  id: 'kindling-zealot',
  number: '009',
  name: 'Kindling Zealot',
  faction: 'ember',
  cost: 1,
  attack: 1,
  defense: 1,
  abilities: [
    {
      kind: 'triggered',
      name: 'Last Spark',
      trigger: { on: 'leavesPlay' },
      effects: [{ do: 'damage', target: chosen(OPPOSING_CHARACTER), amount: 1 }],
    },
  ],
});
