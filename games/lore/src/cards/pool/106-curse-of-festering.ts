import { spell } from '../card.js';

/** Curse of Festering — Creates a Festering Growth anomaly under the opponent's control. */
export const curseOfFestering = spell({
  id: 'lr1-106',
  name: 'Curse of Festering',
  cost: { sanguine: 1, formless: 1 },
  effect: [{ do: 'createToken', token: 'lr1-020', count: 1, player: 'opponent' }],
});
