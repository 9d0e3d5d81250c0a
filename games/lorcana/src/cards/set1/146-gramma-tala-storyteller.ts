import type { LorcanaCard } from '../card.js';

/** Gramma Tala – Storyteller — The First Chapter #146. */
export const grammaTalaStoryteller: LorcanaCard = {
  id: '1-146',
  set: '1',
  number: 146,
  name: 'Gramma Tala',
  version: 'Storyteller',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Sapphire'],
  strength: 1,
  willpower: 1,
  lore: 1,
  classifications: ['Storyborn', 'Mentor'],
  rarity: 'Uncommon',
  abilities: [
    {
      kind: 'triggered',
      name: 'I Will Be with You',
      trigger: { on: 'banished' },
      effect: [{ do: 'putIntoInkwell', target: 'self', exerted: true, may: true }],
    },
  ],
};
