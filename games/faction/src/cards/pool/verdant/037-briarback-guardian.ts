import { character } from '../../card';

/** FC1 037 — a Verdant Guardian. */
export const briarbackGuardian = character({
  id: 'briarback-guardian',
  number: '037',
  name: 'Briarback Guardian',
  faction: 'verdant',
  cost: 3,
  attack: 2,
  defense: 5,
  keywords: ['guardian'],
});
