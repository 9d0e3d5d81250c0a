import type { LorcanaCard } from '../card.js';

/** Captain Hook – Forceful Duelist — The First Chapter #174. */
export const captainHookForcefulDuelist: LorcanaCard = {
  id: '1-174',
  set: '1',
  number: 174,
  name: 'Captain Hook',
  version: 'Forceful Duelist',
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Steel'],
  strength: 1,
  willpower: 2,
  lore: 1,
  classifications: ['Dreamborn', 'Villain', 'Pirate', 'Captain'],
  rarity: 'Common',
  keywords: [{ keyword: 'challenger', value: 2 }],
};
