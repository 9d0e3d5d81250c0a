import { character } from '../../card';
import { chosen, OPPOSING_CHARACTER } from '../../targets';

/** FC1 047 — Iron leader: each attachment sparks a point of damage. */
export const artificerPrimeHadda = character({
  id: 'artificer-prime-hadda',
  number: '047',
  name: 'Artificer Prime Hadda',
  faction: 'iron',
  cost: 5,
  attack: 3,
  defense: 10,
  itemSlots: 2,
  victoryField: 3,
  leader: true,
  unique: true,
  abilities: [
    {
      kind: 'triggered',
      name: 'Calibrated Strike',
      trigger: { on: 'itemAttached' },
      effects: [{ do: 'damage', target: chosen(OPPOSING_CHARACTER), amount: 1 }],
    },
  ],
});
