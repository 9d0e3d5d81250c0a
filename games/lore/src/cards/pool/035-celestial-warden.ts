import { creature } from '../card.js';

/** Celestial Warden — A flying wall that blocks two attackers. */
export const celestialWarden = creature({
  id: 'lr1-035',
  name: 'Celestial Warden',
  subtypes: ['Starborn'],
  cost: { astral: 2, elder: 1 },
  str: 3,
  hp: 5,
  keywords: ['flight'],
  abilities: [{ kind: 'static', modifier: { kind: 'blockMultiple', count: 2 } }],
});
