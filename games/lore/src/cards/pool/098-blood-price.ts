import { spell } from '../card.js';

/** Blood Price — Subterfuge with a sanity additional cost: kill an attacker. */
export const bloodPrice = spell({
  id: 'lr1-098',
  name: 'Blood Price',
  supertypes: ['subterfuge'],
  cost: { sanguine: 1 },
  additionalCost: { sanity: 4 },
  effect: [{ do: 'kill', target: { choose: { types: ['creature'], combat: 'attacking' } } }],
});
