import { tokenCharacter } from '../../card';

/** FC1 T3 — Verdant token: a 1/1. */
export const sapling = tokenCharacter({
  id: 'sapling',
  number: 'T3',
  name: 'Sapling',
  faction: 'verdant',
  attack: 1,
  defense: 1,
});
