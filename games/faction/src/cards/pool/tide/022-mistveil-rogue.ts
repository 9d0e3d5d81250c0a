import { character } from '../../card';
import { chosen } from '../../targets';

/** FC1 022 — Evasive; exhausts a ready opposing character when it attacks. */
export const mistveilRogue = character({
  id: 'mistveil-rogue',
  number: '022',
  name: 'Mistveil Rogue',
  faction: 'tide',
  cost: 2,
  attack: 2,
  defense: 2,
  keywords: ['evasive'],
  abilities: [
    {
      kind: 'triggered',
      name: 'Veil of Mist',
      trigger: { on: 'attacks' },
      effects: [
        {
          do: 'exhaust',
          target: chosen({ side: 'opponent', type: 'character', exhausted: false }),
          counters: 1,
        },
      ],
    },
  ],
});
