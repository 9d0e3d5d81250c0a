import type { FactionDeck } from '../deck';

/** Verdant growth under Elder Bramblemother: ramp, Saplings, healing and the Sunwell Grove. */
export const groveEternal: FactionDeck = {
  name: 'grove-eternal',
  main: 'elder-bramblemother',
  cards: {
    'sproutling-tender': 3,
    'grovekeeper-druid': 2,
    'mossback-grazer': 2,
    'wildgrowth-shaman': 3,
    'briarback-guardian': 2,
    bloomcaller: 3,
    'thicket-stalker': 2,
    'oakheart-colossus': 1,
    'sunwell-grove': 2,
    'rootbound-sanctum': 1,
    'seed-of-renewal': 2,
    'living-bark': 2,
    'harvest-totem': 2,
    'grave-whisperer': 1,
    rumormonger: 2,
  },
};
