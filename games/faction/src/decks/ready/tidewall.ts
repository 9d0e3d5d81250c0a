import type { FactionDeck } from '../deck';

/** Tide control under Admiral Serenne: Guardians, counters and the Lighthouse's quiet victory tokens. */
export const tidewall: FactionDeck = {
  name: 'tidewall',
  main: 'admiral-serenne',
  cards: {
    'tidecaller-acolyte': 3,
    'reef-sentinel': 3,
    'current-diviner': 2,
    'brinescale-knight': 2,
    'mistveil-rogue': 2,
    'wavebreaker-captain': 2,
    'harbor-pilot': 3,
    'keeper-of-shoals': 2,
    'lighthouse-of-kelm': 2,
    'sunken-archive': 1,
    'ward-of-stillwater': 2,
    'coral-aegis': 2,
    'riptide-charm': 2,
    'smoke-bomb': 1,
    'void-warden': 1,
  },
};
