import { spell } from '../card.js';

/** Tidecall — Grimoire spell: return a creature to its owner's hand. */
export const tidecall = spell({
  id: 'lr1-088',
  name: 'Tidecall',
  supertypes: ['grimoire'],
  cost: { deep: 1, formless: 1 },
  effect: [{ do: 'returnToHand', target: { choose: { types: ['creature'] } } }],
});
