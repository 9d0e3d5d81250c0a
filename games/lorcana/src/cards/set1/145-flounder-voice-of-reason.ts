import type { LorcanaCard } from '../card.js';

/** Flounder – Voice of Reason — The First Chapter #145. */
export const flounderVoiceOfReason: LorcanaCard = {
  id: '1-145',
  set: '1',
  number: 145,
  name: 'Flounder',
  version: 'Voice of Reason',
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Common',
};
