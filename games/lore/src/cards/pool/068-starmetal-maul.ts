import { relic } from '../card.js';

/** Starmetal Maul — A greater weapon granting Overrun. */
export const starmetalMaul = relic({
  id: 'lr1-068',
  name: 'Starmetal Maul',
  supertypes: ['greater'],
  subtypes: ['Weapon'],
  cost: { primal: 3 },
  hp: 5,
  keywords: [{ keyword: 'equip', cost: { magick: { primal: 2 } } }],
  abilities: [{ kind: 'static', modifier: { kind: 'equipped', str: 3, keywords: ['overrun'] } }],
});
