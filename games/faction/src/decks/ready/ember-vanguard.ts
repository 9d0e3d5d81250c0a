import type { FactionDeck } from '../deck';

/** Ember aggression under Cinder Duchess Ysolde: cheap attackers, burn, and Herald victory tokens. */
export const emberVanguard: FactionDeck = {
  name: 'ember-vanguard',
  main: 'cinder-duchess-ysolde',
  cards: {
    'ashblade-duelist': 3,
    'emberline-skirmisher': 3,
    'flamecaller-adept': 2,
    'scorchbound-brute': 2,
    'herald-of-cinders': 2,
    'blazewing-courier': 2,
    'kindling-zealot': 3,
    'ember-conjurer': 2,
    'forge-of-ash': 1,
    'burning-crossroads': 1,
    'smoke-bomb': 1,
    'cinder-flask': 1,
    'warhorn-of-the-court': 1,
    'wandering-sellsword': 2,
    'contested-summit': 1,
    'travelers-pack': 1,
    'grave-whisperer': 1,
    rumormonger: 1,
  },
};
