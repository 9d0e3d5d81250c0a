import { tokenCharacter } from '../../card';

/** FC1 T2 — Tide token: a 0/2 Guardian. */
export const tideSpirit = tokenCharacter({
  id: 'tide-spirit',
  number: 'T2',
  name: 'Tide Spirit',
  faction: 'tide',
  attack: 0,
  defense: 2,
  keywords: ['guardian'],
});
