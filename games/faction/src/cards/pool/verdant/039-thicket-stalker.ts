import { character } from '../../card';

/** FC1 039 — Vigilant: fights without being exhausted. */
export const thicketStalker = character({
  id: 'thicket-stalker',
  number: '039',
  name: 'Thicket Stalker',
  faction: 'verdant',
  cost: 3,
  attack: 3,
  defense: 3,
  keywords: ['vigilant'],
});
