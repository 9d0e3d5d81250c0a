import { location } from '../card.js';

/** Sunken Reliquary — Lets its controller play an extra rune each turn (Lore 3.1). */
export const sunkenReliquary = location({
  id: 'lr1-080',
  name: 'Sunken Reliquary',
  cost: { deep: 2, cosmic: 1 },
  hp: 9,
  abilities: [{ kind: 'static', modifier: { kind: 'extraRunes', count: 1 } }],
});
