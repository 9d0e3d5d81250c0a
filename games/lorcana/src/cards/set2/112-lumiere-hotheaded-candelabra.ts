import type { LorcanaCard } from '../card.js';

/** Lumiere – Hotheaded Candelabra — Rise of the Floodborn #112. */
export const lumiereHotheadedCandelabra: LorcanaCard = {
  id: '2-112',
  set: '2',
  number: 112,
  name: 'Lumiere',
  version: 'Hotheaded Candelabra',
  type: 'character',
  cost: 7,
  inkwell: true,
  inks: ['Ruby'],
  strength: 7,
  willpower: 7,
  lore: 2,
  classifications: ['Dreamborn', 'Ally'],
  rarity: 'Rare',
};
