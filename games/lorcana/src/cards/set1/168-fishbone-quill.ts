import type { LorcanaCard } from '../card.js';

/** Fishbone Quill — The First Chapter #168. */
export const fishboneQuill: LorcanaCard = {
  id: '1-168',
  set: '1',
  number: 168,
  name: 'Fishbone Quill',
  type: 'item',
  cost: 3,
  inkwell: true,
  inks: ['Sapphire'],
  classifications: [],
  rarity: 'Rare',
  abilities: [
    {
      kind: 'activated',
      name: 'Go Ahead and Sign',
      cost: { exert: true },
      effect: [{ do: 'putIntoInkwell', target: { choose: {}, zone: 'hand' } }],
    },
  ],
};
