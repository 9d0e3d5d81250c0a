import type { LorcanaCard } from '../card.js';

/** Develop Your Brain — The First Chapter #161. */
export const developYourBrain: LorcanaCard = {
  id: '1-161',
  set: '1',
  number: 161,
  name: 'Develop Your Brain',
  type: 'action',
  cost: 1,
  inkwell: true,
  inks: ['Sapphire'],
  classifications: [],
  rarity: 'Common',
  effect: [{ do: 'lookAtTop', count: 2, take: { min: 1, max: 1, to: 'hand' }, rest: 'deckBottom' }],
};
