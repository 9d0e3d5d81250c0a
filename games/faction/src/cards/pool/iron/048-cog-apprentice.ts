import { character } from '../../card';

/** FC1 048 — small, with two item slots. */
export const cogApprentice = character({
  id: 'cog-apprentice',
  number: '048',
  name: 'Cog Apprentice',
  faction: 'iron',
  cost: 1,
  attack: 1,
  defense: 1,
  itemSlots: 2,
});
