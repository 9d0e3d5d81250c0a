import { character } from '../../card';

/** FC1 035 — a big, patient body. */
export const mossbackGrazer = character({
  id: 'mossback-grazer',
  number: '035',
  name: 'Mossback Grazer',
  faction: 'verdant',
  cost: 4,
  attack: 3,
  defense: 6,
  itemSlots: 1,
});
