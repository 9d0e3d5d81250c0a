import { spell } from '../card.js';

/** Litany of Falling Stars — Grimoire spell: damage to a creature or another object with HP. */
export const litanyOfFallingStars = spell({
  id: 'lr1-086',
  name: 'Litany of Falling Stars',
  supertypes: ['grimoire'],
  cost: { astral: 2 },
  effect: [{ do: 'damage', amount: 3, target: { choose: { types: ['creature', 'location', 'relic'] } } }],
});
