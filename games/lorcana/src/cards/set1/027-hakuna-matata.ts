import type { LorcanaCard } from '../card.js';
import { each, yourCharacter } from '../phrases.js';

/** Hakuna Matata — The First Chapter #27. */
export const hakunaMatata: LorcanaCard = {
  id: '1-027',
  set: '1',
  number: 27,
  name: 'Hakuna Matata',
  type: 'action',
  song: true,
  cost: 4,
  inkwell: true,
  inks: ['Amber'],
  classifications: [],
  rarity: 'Common',
  effect: [{ do: 'removeDamage', target: each(yourCharacter), amount: 3 }],
};
