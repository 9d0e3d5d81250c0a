import { spell } from '../card.js';

/** Sign of the Elders — Grimoire subterfuge that cancels something on the chain (Lore 4.4-4.6). */
export const signOfTheElders = spell({
  id: 'lr1-091',
  name: 'Sign of the Elders',
  supertypes: ['grimoire', 'subterfuge'],
  cost: { elder: 1 },
  effect: [{ do: 'cancel' }],
});
