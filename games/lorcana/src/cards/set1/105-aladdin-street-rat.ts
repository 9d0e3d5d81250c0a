import type { LorcanaCard } from '../card.js';

/** Aladdin – Street Rat — The First Chapter #105. */
export const aladdinStreetRat: LorcanaCard = {
  id: '1-105',
  set: '1',
  number: 105,
  name: 'Aladdin',
  version: 'Street Rat',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Ruby'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Common',
  abilities: [
    {
      kind: 'triggered',
      name: 'Improvise',
      trigger: { on: 'played' },
      effect: [{ do: 'loseLore', player: 'opponents', amount: 1 }],
    },
  ],
};
