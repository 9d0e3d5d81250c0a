import type { LorcanaCard } from '../card.js';

/** Dr. Facilier – Remarkable Gentleman — The First Chapter #39. */
export const drFacilierRemarkableGentleman: LorcanaCard = {
  id: '1-039',
  set: '1',
  number: 39,
  name: 'Dr. Facilier',
  version: 'Remarkable Gentleman',
  type: 'character',
  cost: 3,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 2,
  willpower: 4,
  lore: 1,
  classifications: ['Storyborn', 'Villain', 'Sorcerer'],
  abilities: [
    {
      kind: 'triggered',
      name: 'Dreams Made Real',
      trigger: { on: 'played', subject: { owner: 'you', song: true } },
      effect: [
        {
          do: 'may',
          steps: [{ do: 'lookAtTop', count: 2, take: { min: 1, max: 1, to: 'deckTop' }, rest: 'deckBottom' }],
        },
      ],
    },
  ],
};
