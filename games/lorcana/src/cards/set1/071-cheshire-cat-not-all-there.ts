import type { LorcanaCard } from '../card.js';

/** Cheshire Cat – Not All There — The First Chapter #71. */
export const cheshireCatNotAllThere: LorcanaCard = {
  id: '1-071',
  set: '1',
  number: 71,
  name: 'Cheshire Cat',
  version: 'Not All There',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Emerald'],
  strength: 0,
  willpower: 3,
  lore: 2,
  classifications: ['Storyborn'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Lose Something?',
      trigger: { on: 'challengedAndBanished' },
      effect: [{ do: 'banish', target: 'eventOther' }],
    },
  ],
};
