import { character } from '../../card';

/** FC1 061 — factionless body for any deck. */
export const wanderingSellsword = character({
  id: 'wandering-sellsword',
  number: '061',
  name: 'Wandering Sellsword',
  faction: null,
  cost: 2,
  attack: 2,
  defense: 2,
  itemSlots: 1,
});
