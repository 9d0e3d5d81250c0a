import type { LorcanaCard } from '../card.js';

/** Rafiki – Mystical Fighter — Into the Inklands #54. */
export const rafikiMysticalFighter: LorcanaCard = {
  id: '3-054',
  set: '3',
  number: 54,
  name: 'Rafiki',
  version: 'Mystical Fighter',
  type: 'character',
  cost: 1,
  inkwell: true,
  inks: ['Amethyst'],
  strength: 0,
  willpower: 2,
  lore: 1,
  classifications: ['Dreamborn', 'Mentor', 'Sorcerer'],
  rarity: 'Rare',
  keywords: [{ keyword: 'challenger', value: 3 }],
  abilities: [
    {
      kind: 'triggered',
      name: 'Ancient Skills',
      trigger: { on: 'challenges', other: { type: 'character', classification: 'Hyena' } },
      effect: [{ do: 'preventChallengeDamage', target: 'self' }],
    },
  ],
};
