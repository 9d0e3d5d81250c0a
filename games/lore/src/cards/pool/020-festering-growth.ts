import { anomaly } from '../card.js';

/** Festering Growth — A curse: an anomaly token created under the opponent's control that drains them each turn. */
export const festeringGrowth = anomaly({
  id: 'lr1-020',
  name: 'Festering Growth',
  abilities: [
    {
      kind: 'triggered',
      trigger: { on: 'turnEnd', whose: 'your' },
      effect: [{ do: 'loseSanity', amount: 1, player: 'you' }],
    },
  ],
});
