import { spell } from '../card.js';

/** Rite of the Open Vein — Grimoire spell with a sanity additional cost (step c). */
export const riteOfTheOpenVein = spell({
  id: 'lr1-089',
  name: 'Rite of the Open Vein',
  supertypes: ['grimoire'],
  cost: { sanguine: 1 },
  additionalCost: { sanity: 3 },
  effect: [{ do: 'draw', amount: 2, player: 'you' }],
});
