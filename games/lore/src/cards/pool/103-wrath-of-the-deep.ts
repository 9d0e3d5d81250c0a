import { spell } from '../card.js';

/** Wrath of the Deep — Damages every creature; needs mythos 6. */
export const wrathOfTheDeep = spell({
  id: 'lr1-103',
  name: 'Wrath of the Deep',
  cost: { deep: 3, elder: 1 },
  mythosRequirement: 6,
  effect: [{ do: 'damage', amount: 3, target: { each: { types: ['creature'] } } }],
});
