import { creature } from '../card.js';

/** Drowned Sentinel — Blocks up to two attackers: the defender orders the attackers for damage (Lore 4.3b, 4.8). */
export const drownedSentinel = creature({
  id: 'lr1-026',
  name: 'Drowned Sentinel',
  subtypes: ['Abyssal'],
  cost: { deep: 2 },
  str: 2,
  hp: 5,
  abilities: [{ kind: 'static', modifier: { kind: 'blockMultiple', count: 2 } }],
});
