import { spell } from '../card.js';

/** Spawning Pit — Creates two Spawn of the Maw tokens. */
export const spawningPit = spell({
  id: 'lr1-109',
  name: 'Spawning Pit',
  cost: { sanguine: 2 },
  effect: [{ do: 'createToken', token: 'lr1-021', count: 2, player: 'you' }],
});
