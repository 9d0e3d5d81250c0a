import type { FactionDeck } from '../deck';

/** Ember under Pyre Warlord Kess: swift threats and Flamecaller burn that bank victory tokens on the Warlord (D40). */
export const pyreRaiders: FactionDeck = {
  name: 'pyre-raiders',
  main: 'pyre-warlord-kess',
  cards: {
    'ashblade-duelist': 2,
    'emberline-skirmisher': 3,
    'herald-of-cinders': 1,
    'kindling-zealot': 3,
    'ember-conjurer': 3,
    'scorchbound-brute': 2,
    'searing-brand': 2,
    'cinder-flask': 1,
    'burning-crossroads': 1,
    'forge-of-ash': 2,
    'flamecaller-adept': 2,
    'mercenary-captain': 1,
    'old-road-inn': 1,
    'wandering-sellsword': 3,
    'grave-whisperer': 2,
    'smoke-bomb': 1,
  },
};
