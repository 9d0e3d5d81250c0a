import { character } from '../../card';
import { chosen } from '../../targets';

/** FC1 023 — sends a cheap opposing character back to hand. */
export const wavebreakerCaptain = character({
  id: 'wavebreaker-captain',
  number: '023',
  name: 'Wavebreaker Captain',
  faction: 'tide',
  cost: 5,
  attack: 4,
  defense: 6,
  abilities: [
    {
      kind: 'triggered',
      name: 'Breaking Wave',
      trigger: { on: 'played' },
      effects: [
        {
          do: 'returnToHand',
          target: chosen({ side: 'opponent', type: 'character', main: false, maxCost: 3 }),
        },
      ],
    },
  ],
});
