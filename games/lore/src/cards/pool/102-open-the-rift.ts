import { spell } from '../card.js';

/** Open the Rift — Creates a Rift anomaly. */
export const openTheRift = spell({
  id: 'lr1-102',
  name: 'Open the Rift',
  cost: { cosmic: 1 },
  effect: [{ do: 'createToken', token: 'lr1-018', count: 1, player: 'you' }],
});
