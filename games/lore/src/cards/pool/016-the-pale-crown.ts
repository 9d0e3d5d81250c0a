import { relic } from '../card.js';

/** The Pale Crown — A god relic with a magick cost: not called forth automatically, but put into play in the main phase by paying (Lore Mythos, the exception). */
export const thePaleCrown = relic({
  id: 'lr1-016',
  name: 'The Pale Crown',
  supertypes: ['god'],
  cost: { elder: 2 },
  mythosRequirement: 3,
  hp: 6,
  abilities: [
    {
      kind: 'static',
      modifier: { kind: 'stats', affects: { types: ['creature'], controller: 'you' }, str: 1 },
    },
  ],
});
