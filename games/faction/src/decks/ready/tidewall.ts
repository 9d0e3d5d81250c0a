import type { FactionDeck } from '../deck';

/** Tide control under Deepwarden Oru: Guardians, armor, bounces and the Lighthouse's quiet victory tokens. */
export const tidewall: FactionDeck = {
  name: 'tidewall',
  main: 'deepwarden-oru',
  cards: {
    'tidecaller-acolyte': 3,
    'reef-sentinel': 3,
    'brinescale-knight': 3,
    'mistveil-rogue': 3,
    'wavebreaker-captain': 2,
    'harbor-pilot': 3,
    'keeper-of-shoals': 3,
    'lighthouse-of-kelm': 2,
    'coral-aegis': 2,
    'wandering-sellsword': 3,
    'mercenary-captain': 2,
    'travelers-pack': 1,
  },
};
