import { character } from '../../card';

/** FC1 006 — a plain heavy hitter with room for one item. */
export const scorchboundBrute = character({
  id: 'scorchbound-brute',
  number: '006',
  name: 'Scorchbound Brute',
  faction: 'ember',
  cost: 4,
  attack: 5,
  defense: 4,
  itemSlots: 1,
});
