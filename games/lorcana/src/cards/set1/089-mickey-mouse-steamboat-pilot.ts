import type { LorcanaCard } from '../card.js';

/** Mickey Mouse – Steamboat Pilot — The First Chapter #89. */
export const mickeyMouseSteamboatPilot: LorcanaCard = {
  id: '1-089',
  set: '1',
  number: 89,
  name: 'Mickey Mouse',
  version: 'Steamboat Pilot',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Emerald'],
  strength: 3,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Hero', 'Captain'],
  rarity: 'Common',
};
