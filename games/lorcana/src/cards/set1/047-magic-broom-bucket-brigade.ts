import type { LorcanaCard } from '../card.js';

/** Magic Broom – Bucket Brigade — The First Chapter #47. */
export const magicBroomBucketBrigade: LorcanaCard = {
  id: '1-047',
  set: '1',
  number: 47,
  name: 'Magic Broom',
  version: 'Bucket Brigade',
  type: 'character',
  cost: 2,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 2,
  willpower: 2,
  lore: 1,
  classifications: ['Dreamborn', 'Broom'],
  rarity: 'Common',
  abilities: [
    {
      kind: 'triggered',
      name: 'Sweep',
      trigger: { on: 'played' },
      effect: [
        { do: 'shuffleIntoDeck', target: { choose: {}, zone: 'discard', player: 'eachPlayer' }, may: true },
      ],
    },
  ],
};
