import { spell } from '../card.js';

/** Banishing Word — Grimoire spell: Aetherize a creature (Lore keyword Aetherize); mythos requirement 6. */
export const banishingWord = spell({
  id: 'lr1-093',
  name: 'Banishing Word',
  supertypes: ['grimoire'],
  cost: { elder: 2 },
  mythosRequirement: 6,
  effect: [{ do: 'aetherize', target: { choose: { types: ['creature'] } } }],
});
