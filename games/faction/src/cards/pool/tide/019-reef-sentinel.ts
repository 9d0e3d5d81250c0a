import { character } from '../../card';

/** FC1 019 — a sturdy Guardian. */
export const reefSentinel = character({
  id: 'reef-sentinel',
  number: '019',
  name: 'Reef Sentinel',
  faction: 'tide',
  cost: 3,
  attack: 2,
  defense: 5,
  keywords: ['guardian'],
});
