import { relic } from '../card.js';

/** Sacrificial Kris — An untyped weapon with a sanity equip cost; grants Rot. */
export const sacrificialKris = relic({
  id: 'lr1-067',
  name: 'Sacrificial Kris',
  subtypes: ['Weapon'],
  cost: { sanguine: 1 },
  hp: 2,
  keywords: [{ keyword: 'equip', cost: { sanity: 1 } }],
  abilities: [{ kind: 'static', modifier: { kind: 'equipped', str: 1, keywords: ['rot'] } }],
});
