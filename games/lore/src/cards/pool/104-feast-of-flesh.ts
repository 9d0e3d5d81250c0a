import { spell } from '../card.js';

/** Feast of Flesh — A sacrifice as an additional cost (step c). */
export const feastOfFlesh = spell({
  id: 'lr1-104',
  name: 'Feast of Flesh',
  cost: { sanguine: 1 },
  additionalCost: { sacrifice: { types: ['creature'] } },
  effect: [{ do: 'draw', amount: 2, player: 'you' }],
});
