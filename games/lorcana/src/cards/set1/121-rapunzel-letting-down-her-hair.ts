import type { LorcanaCard } from '../card.js';

/** Rapunzel – Letting Down Her Hair — The First Chapter #121. */
export const rapunzelLettingDownHerHair: LorcanaCard = {
  id: '1-121',
  set: '1',
  number: 121,
  name: 'Rapunzel',
  version: 'Letting Down Her Hair',
  type: 'character',
  cost: 6,
  inkwell: false,
  inks: ['Ruby'],
  strength: 5,
  willpower: 4,
  lore: 2,
  classifications: ['Dreamborn', 'Hero', 'Princess'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'Tangle',
      trigger: { on: 'played' },
      effect: [{ do: 'loseLore', player: 'opponents', amount: 1 }],
    },
  ],
};
