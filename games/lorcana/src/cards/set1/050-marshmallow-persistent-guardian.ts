import type { LorcanaCard } from '../card.js';

/** Marshmallow – Persistent Guardian — The First Chapter #50. */
export const marshmallowPersistentGuardian: LorcanaCard = {
  id: '1-050',
  set: '1',
  number: 50,
  name: 'Marshmallow',
  version: 'Persistent Guardian',
  type: 'character',
  cost: 6,
  inkwell: false,
  inks: ['Amethyst'],
  strength: 5,
  willpower: 5,
  lore: 1,
  classifications: ['Storyborn', 'Ally'],
  rarity: 'Super rare',
  abilities: [
    {
      kind: 'triggered',
      name: 'Durable',
      trigger: { on: 'banishedInChallenge' },
      effect: [{ do: 'toHand', target: 'self', may: true }],
    },
  ],
};
