import { character } from '../../card';

/** FC1 021 — Armor 1 and an item slot. */
export const brinescaleKnight = character({
  id: 'brinescale-knight',
  number: '021',
  name: 'Brinescale Knight',
  faction: 'tide',
  cost: 4,
  attack: 3,
  defense: 5,
  itemSlots: 1,
  keywords: [{ armor: 1 }],
});
