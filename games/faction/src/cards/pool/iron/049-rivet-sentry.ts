import { character } from '../../card';

/** FC1 049 — a cheap Guardian wall. */
export const rivetSentry = character({
  id: 'rivet-sentry',
  number: '049',
  name: 'Rivet Sentry',
  faction: 'iron',
  cost: 2,
  attack: 1,
  defense: 4,
  itemSlots: 1,
  keywords: ['guardian'],
});
