import type { LorcanaCard } from '../card.js';

/** Ink Geyser — Archazia's Island #119. */
export const inkGeyser: LorcanaCard = {
  id: '7-119',
  set: '7',
  number: 119,
  name: 'Ink Geyser',
  type: 'action',
  cost: 3,
  inkwell: false,
  inks: ['Emerald', 'Sapphire'],
  classifications: [],
  rarity: 'Rare',
  effect: [
    { do: 'exertInkwell', player: 'eachPlayer' },
    { do: 'trimInkwell', keep: 3, player: 'eachPlayer' },
  ],
};
