import { character } from '../../card';
import { each } from '../../targets';

/** FC1 031 — Verdant leader: mends every character you control each Morning. */
export const elderBramblemother = character({
  id: 'elder-bramblemother',
  number: '031',
  name: 'Elder Bramblemother',
  faction: 'verdant',
  cost: 5,
  attack: 2,
  defense: 12,
  itemSlots: 2,
  victoryField: 4,
  leader: true,
  unique: true,
  abilities: [
    {
      kind: 'triggered',
      name: 'Mending Roots',
      trigger: { on: 'morning' },
      effects: [{ do: 'heal', target: each({ side: 'you', type: 'character' }), amount: 1 }],
    },
  ],
});
