import { character } from '../../card';

/** FC1 004 — one-cost body: hits hard, falls fast. */
export const emberlineSkirmisher = character({
  id: 'emberline-skirmisher',
  number: '004',
  name: 'Emberline Skirmisher',
  faction: 'ember',
  cost: 1,
  attack: 2,
  defense: 1,
});
