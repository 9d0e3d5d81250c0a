import type { LorcanaCard } from '../card.js';
import { character, chosen } from '../phrases.js';

/** Let the Storm Rage On — Rise of the Floodborn #199. */
export const letTheStormRageOn: LorcanaCard = {
  id: '2-199',
  set: '2',
  number: 199,
  name: 'Let the Storm Rage On',
  type: 'action',
  song: true,
  cost: 3,
  inkwell: false,
  inks: ['Steel'],
  classifications: [],
  rarity: 'Common',
  effect: [
    { do: 'dealDamage', target: chosen(character), amount: 2 },
    { do: 'draw', amount: 1 },
  ],
};
