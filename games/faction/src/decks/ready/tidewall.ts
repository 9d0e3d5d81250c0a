import type { FactionDeck } from '../deck';

/** Tide control under Admiral Serenne: Guardians, counters and the Lighthouse's quiet victory tokens. */
export const tidewall: FactionDeck = {
  name: 'tidewall',
  main: 'deepwarden-oru',
  cards: {
    'tidecaller-acolyte': 2,
    'reef-sentinel': 3,
    'brinescale-knight': 3,
    'mistveil-rogue': 3,
    'wavebreaker-captain': 2,
    'harbor-pilot': 3,
    'keeper-of-shoals': 2,
    'lighthouse-of-kelm': 2,
    'coral-aegis': 2,
    'riptide-charm': 2,
    'void-warden': 1,
    'wandering-sellsword': 3,
    'mercenary-captain': 1,
    'travelers-pack': 1,
  },
};
