import { character } from '../../card';

/** FC1 003 — a cheap Swift attacker. */
export const ashbladeDuelist = character({
  id: 'ashblade-duelist',
  number: '003',
  name: 'Ashblade Duelist',
  faction: 'ember',
  cost: 2,
  attack: 2,
  defense: 2,
  itemSlots: 1,
  keywords: ['swift'],
});
