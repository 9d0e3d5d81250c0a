import { spell } from '../card.js';

/** Undertow — Subterfuge: an attacker returns to its owner's hand. */
export const undertow = spell({
  id: 'lr1-097',
  name: 'Undertow',
  supertypes: ['subterfuge'],
  cost: { deep: 1, formless: 1 },
  effect: [{ do: 'returnToHand', target: { choose: { types: ['creature'], combat: 'attacking' } } }],
});
