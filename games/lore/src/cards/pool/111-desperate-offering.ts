import { spell } from '../card.js';

/**
 * Desperate Offering — Its sacrifice can take its own only target: then the requirement check of step
 * e fails and the card goes back to its controller's hand, revealed, with its costs spent.
 */
export const desperateOffering = spell({
  id: 'lr1-111',
  name: 'Desperate Offering',
  cost: { sanguine: 1 },
  additionalCost: { sacrifice: { types: ['creature'] } },
  effect: [{ do: 'damage', amount: 3, target: { choose: { types: ['creature'] } } }],
});
