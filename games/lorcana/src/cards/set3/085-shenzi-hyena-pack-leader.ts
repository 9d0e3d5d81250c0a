import type { LorcanaCard } from '../card.js';
import { character } from '../phrases.js';

/** Shenzi – Hyena Pack Leader — Into the Inklands #85. */
export const shenziHyenaPackLeader: LorcanaCard = {
  id: '3-085',
  set: '3',
  number: 85,
  name: 'Shenzi',
  version: 'Hyena Pack Leader',
  type: 'character',
  cost: 4,
  inkwell: true,
  inks: ['Emerald'],
  strength: 0,
  willpower: 6,
  lore: 1,
  classifications: ['Storyborn', 'Ally', 'Hyena'],
  rarity: 'Super rare',
  abilities: [
    {
      kind: 'static',
      name: "I'll Handle This",
      condition: { test: 'selfIs', selfIs: { at: 'any' } },
      effect: { modify: 'strength', amount: 3, to: 'self' },
    },
    {
      kind: 'triggered',
      name: "What's the Hurry?",
      trigger: { on: 'challenges', other: character },
      activeWhen: { test: 'selfIs', selfIs: { at: 'any' } },
      effect: [{ do: 'draw', amount: 1, may: true }],
    },
  ],
};
