import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Part of Your World — The First Chapter #30. */
export const partOfYourWorld: LorcanaCard = {
  id: '1-030',
  set: '1',
  number: 30,
  name: 'Part of Your World',
  type: 'action',
  song: true,
  cost: 3,
  inkwell: false,
  inks: ['Amber'],
  classifications: [],
  rarity: 'Rare',
  effect: [{ do: 'toHand', target: { choose: character, zone: 'discard' } }],
};
