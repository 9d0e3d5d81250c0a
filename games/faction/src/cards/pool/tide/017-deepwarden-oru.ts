import { character } from '../../card';

/** FC1 017 — Tide leader: an armored Guardian. */
export const deepwardenOru = character({
  id: 'deepwarden-oru',
  number: '017',
  name: 'Deepwarden Oru',
  faction: 'tide',
  cost: 5,
  attack: 3,
  defense: 11,
  itemSlots: 1,
  victoryField: 3,
  leader: true,
  unique: true,
  keywords: ['guardian', { armor: 1 }],
});
