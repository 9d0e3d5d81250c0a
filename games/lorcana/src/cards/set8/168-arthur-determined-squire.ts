import type { LorcanaCard } from '../card.js';

/** Arthur – Determined Squire — Reign of Jafar #168. */
export const arthurDeterminedSquire: LorcanaCard = {
  id: '8-168',
  set: '8',
  number: 168,
  name: 'Arthur',
  version: 'Determined Squire',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Sapphire', 'Steel'],
  strength: 6,
  willpower: 6,
  lore: 3,
  classifications: ['Storyborn', 'Hero'],
  rarity: 'Uncommon',
  abilities: [{ kind: 'static', name: 'No More Books', effect: { skipStep: 'draw' } }],
};
