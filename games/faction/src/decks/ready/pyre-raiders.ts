import type { FactionDeck } from '../deck';

/** Ember under Pyre Warlord Kess: evasive and swift threats that bank victory tokens on the Warlord. */
export const pyreRaiders: FactionDeck = {
  name: 'pyre-raiders',
  main: 'pyre-warlord-kess',
  cards: {
    'ashblade-duelist': 3,
    'emberline-skirmisher': 2,
    'blazewing-courier': 3,
    'herald-of-cinders': 3,
    'kindling-zealot': 2,
    'ember-conjurer': 2,
    'scorchbound-brute': 2,
    'searing-brand': 3,
    'victory-standard': 2,
    'cinder-flask': 2,
    'burning-crossroads': 1,
    'forge-of-ash': 1,
    rumormonger: 2,
    'mercenary-captain': 1,
    'old-road-inn': 1,
  },
};
