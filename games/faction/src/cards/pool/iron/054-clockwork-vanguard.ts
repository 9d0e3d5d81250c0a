import { character } from '../../card';

/** FC1 054 — Vigilant heavy with two item slots. */
export const clockworkVanguard = character({
  id: 'clockwork-vanguard',
  number: '054',
  name: 'Clockwork Vanguard',
  faction: 'iron',
  cost: 5,
  attack: 5,
  defense: 5,
  itemSlots: 2,
  keywords: ['vigilant'],
});
